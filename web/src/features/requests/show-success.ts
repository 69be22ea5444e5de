import { BRAND } from '../../config/brand.ts';

/** The spec's success dialog. sweetalert2 is loaded only when a form succeeds. */
export async function showSuccessDialog(title: string): Promise<void> {
  try {
    const { default: Swal } = await import('sweetalert2');
    await Swal.fire({ icon: 'success', title, confirmButtonColor: BRAND.primary });
  } catch (error) {
    // The submission is stored and the form has reset; a dialog that cannot load must not hide that.
    console.warn('The success dialog could not be shown:', error);
  }
}
