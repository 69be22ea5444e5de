// The unverified e-mail notice's own text (issue 33); its sentences are hall-model messages.verify.

export const verifyNoticeText = {
  link: (email: string) => `verify ${email}`,
};
