// The buttons every dialog has unless it names its own (sweetalert2's defaults, issue 33).
export const dialogText = {
  ok: 'OK',
  cancel: 'Cancel',
};
