// /boutBallBet: the help centre, one entry per help article.
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { HELP_TYPES, type HelpType } from './articleTypes';
import './locale';
import './content.css';

const TITLES: Record<HelpType, string> = {
  7: 'content:help.7',
  1: 'content:help.1',
  2: 'content:help.2',
  3: 'content:help.3',
  4: 'content:help.4',
  5: 'content:help.5',
  8: 'content:help.8',
};

export default function HelpScreen() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <div className="content-page">
      <List mode="card" className="content-list">
        {HELP_TYPES.map((type) => (
          <List.Item key={type} arrowIcon onClick={() => navigate(`/boutBallBetInfo?type=${type}`)}>
            {t(TITLES[type])}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
