// /discover (the news tab): the way into the official announcements.
import SoundOutline from 'antd-mobile-icons/es/SoundOutline';
import { defineDetail } from '../../renderers/detail';
import './locale';

export default defineDetail({
  groups: [
    {
      key: 'news',
      fields: [{ labelKey: 'content:discover.official', descriptionKey: 'content:discover.officialHint', icon: SoundOutline, to: '/message' }],
    },
  ],
});
