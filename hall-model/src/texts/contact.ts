/** The contact page: a message to the hall office. */
export const contactText = {
  title: 'Contact',
  name: 'Name',
  email: 'Email',
  message: 'Message',
  send: 'Send',
  sending: 'Sending…',
  /** Neither the portal nor the e-mail service took the message; what was typed stays. */
  notSent: 'Your message was not sent. Please try again.',
};
