// antd-mobile's toasts and dialogs live outside the rendered tree (their own React roots under <body>), so the
// testing library's cleanup leaves them open. A toast left open closes itself on a timer after its test, and the
// React work that closing schedules could land after the file's environment is gone ("window is not defined").
import { act, waitFor } from '@testing-library/react';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';

const openOverlay = () => document.querySelector('.adm-toast-mask, .adm-dialog, .adm-center-popup-wrap');

/** Closes any toast or dialog still open and waits until they are gone from the page. */
export async function closeOverlays(): Promise<void> {
  if (!openOverlay()) return;
  act(() => {
    Toast.clear();
    Dialog.clear();
  });
  await waitFor(() => {
    if (openOverlay()) throw new Error('an overlay is still closing');
  }).catch(() => undefined);
}
