// The avatar: a tap opens the file picker; a gif or png shows at once as a preview while it uploads, then the
// profile (with the new avatar's URL) is asked again. Anything else is refused before sending.
import { SpinLoading } from 'antd-mobile';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../kit/toast';
import { useUploadAvatar } from './api/account';
import { AVATAR_ACCEPT, avatarProblem } from './avatarFile';
import { DefaultAvatar } from './DefaultAvatar';

export function AvatarPicker({ url }: { url: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be picked again
    if (!file) return;
    const problem = await avatarProblem(file);
    if (problem) {
      toast.fail(t(problem));
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, { onSettled: () => setPreview(null) });
  };

  const shown = preview ?? url;
  return (
    <button type="button" className="member-avatar" onClick={() => input.current?.click()} disabled={upload.isPending} aria-label={t('member:avatar.change')}>
      {shown ? <img className="member-avatar-img" src={shown} alt={t('member:avatar.alt')} width={64} height={64} /> : <DefaultAvatar />}
      {upload.isPending && (
        <span className="member-avatar-busy">
          <SpinLoading color="var(--app-surface)" style={{ '--size': '22px' }} />
        </span>
      )}
      <span className="member-avatar-edit" aria-hidden>
        {t('member:avatar.edit')}
      </span>
      <input ref={input} type="file" accept={AVATAR_ACCEPT} hidden onChange={(e) => void picked(e)} data-testid="avatar-input" />
    </button>
  );
}
