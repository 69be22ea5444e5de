/** What a student reads when the office decides one of their requests (a toast on any signed-in page). */
export const liveMessages = {
  tokenPurchases: {
    approved: 'Your meal token request was approved',
    rejected: 'Your meal token request was rejected',
  },
  hallFees: {
    approved: 'Your hall fee payment was approved',
    rejected: 'Your hall fee payment was rejected',
  },
  roomAllotments: {
    approved: 'Your room allotment application was approved',
    rejected: 'Your room allotment application was rejected',
  },
};
