/** How the dashboard names each action of the activity log. */
export const activityLabels = {
  approve: 'Approved',
  reject: 'Rejected',
  allocate: 'Room allocated',
  clear: 'Cleared',
  notice_upload: 'Notice uploaded',
  notice_delete: 'Notice deleted',
  pdf_attached: 'PDF attached',
  transaction_released: 'Transaction id released',
  profile_removed: 'Profile removed',
  staff_added: 'Dining staff added',
  staff_removed: 'Dining staff removed',
  room_added: 'Room added',
  room_changed: 'Room changed',
  room_removed: 'Room removed',
  room_released: 'Room released',
};
