// What a tap on the envelope does: no draws left → the spec's sentence; otherwise draw, then show the amount won,
// or the server's refusal with a way to top up; any other failure says the red packet's words (./failureText).
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useAppNavigate } from '../../kit/navigation';
import { isLinkOn } from '../../kit/routesOn';
import { alertDialog, showDialog, toast } from '../../kit/toast';
import { useDrawRedPacket } from './api/redPacket';
import { redPacketToastText } from './failureText';

export function useDrawFlow(sendnums: number) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const draw = useDrawRedPacket();

  const showRefusal = (message: string) =>
    showDialog({
      title: t('redpacket:refused.title'),
      content: message,
      closeOnAction: true,
      actions: [
        [
          { key: 'close', text: t('redpacket:refused.close') },
          // The way to top up only where the brand keeps the deposit page.
          ...(isLinkOn('/recharge') ? [{ key: 'topup', text: t('redpacket:refused.topUp'), bold: true, onClick: () => navigate('/recharge') }] : []),
        ],
      ],
    });

  const start = () => {
    if (draw.isPending) return;
    if (sendnums <= 0) {
      toast.fail(t('redpacket:notQualified'));
      return;
    }
    draw.mutate(undefined, {
      onSuccess: (answer) =>
        void alertDialog({
          title: t('redpacket:won.title'),
          content: t('redpacket:won.amount', { money: answer.data.redpacketmoney }),
          confirmText: t('redpacket:won.confirm'),
        }),
      onError: (error) => {
        if (error instanceof ApiError && error.kind === 'business') void showRefusal(error.message);
        else {
          const text = redPacketToastText(error, t);
          if (text) toast.fail(text);
        }
      },
    });
  };

  return { start, pending: draw.isPending };
}
