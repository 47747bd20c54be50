// The builder's toasts go through the site's toaster (components/site-toaster.tsx, spec: voice
// §2's toast area), with sonner imported on the first toast: every toast here follows a
// visitor's action, and sonner stays out of the page's initial JavaScript.

type ToastKind = 'success' | 'error' | 'warning' | 'message';

function showToast(kind: ToastKind, title: string, description?: string): void {
  void import('sonner').then(({ toast }) => {
    const show = kind === 'message' ? toast : toast[kind];
    if (description === undefined) {
      show(title);
    } else {
      show(title, { description });
    }
  });
}

export const builderToast = {
  success: (title: string, description?: string) => showToast('success', title, description),
  error: (title: string, description?: string) => showToast('error', title, description),
  warning: (title: string, description?: string) => showToast('warning', title, description),
  message: (title: string, description?: string) => showToast('message', title, description),
};
