// The form's button, and its actions: buttons that send without the checks (the guest trial), each its own call.
// While any of them is out, every one of them waits.
import { Button } from 'antd-mobile';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSend, useSubmitOnce } from '../headlessForm';
import type { FormAction } from './declaration';
import type { FullLook } from './look';

interface FormButtonsProps<V> {
  look: FullLook;
  submitKey: string;
  /** The form's own call is out (or it is on its way out after one). */
  busy: boolean;
  /** The values allow sending (`submitWhen`). */
  ready: boolean;
  actions: readonly FormAction<V>[] | undefined;
  getValues(): V;
  actionBusy: boolean;
  onActionBusy(busy: boolean): void;
}

export function FormButtons<V>({ look, submitKey, busy, ready, actions, getValues, actionBusy, onActionBusy }: FormButtonsProps<V>) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        block
        type="submit"
        color="primary"
        size="large"
        shape="rounded"
        className={look.submit}
        loading={busy}
        loadingText={look.busyText === false ? undefined : t('common:submitting')}
        disabled={busy || actionBusy || !ready}
      >
        {t(submitKey)}
      </Button>
      {actions?.map((action) => (
        <ActionButton key={action.labelKey} action={action} getValues={getValues} formBusy={busy} onBusy={onActionBusy} />
      ))}
    </>
  );
}

function ActionButton<V>({ action, getValues, formBusy, onBusy }: { action: FormAction<V>; getValues(): V; formBusy: boolean; onBusy(busy: boolean): void }) {
  const { t } = useTranslation();
  const noReset = useCallback(() => undefined, []);
  const { send, pending } = useFormSend<V, V, Awaited<ReturnType<FormAction<V>['submit']>>>(action, noReset);
  const once = useSubmitOnce();
  useEffect(() => onBusy(pending), [pending, onBusy]);
  return (
    <Button block fill="outline" color="primary" size="large" shape="rounded" loading={pending} disabled={pending || formBusy} onClick={() => void once(() => send(getValues()))}>
      {t(action.labelKey)}
    </Button>
  );
}
