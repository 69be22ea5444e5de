/** The spec's success dialog. sweetalert2 is loaded only when a form succeeds. */
export async function showSuccessDialog(title: string): Promise<void> {
  const { default: Swal } = await import('sweetalert2');
  await Swal.fire({ icon: 'success', title, confirmButtonColor: '#0b5d46' });
}
