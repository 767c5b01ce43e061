// Every sentence the promotions feature answers with (promotions, red packets, rebates, the member centre calls).
import type { CategoryId } from '../../games/platforms';

export const promoMsg = {
  activityUnknown: '活动不存在',
  applied: '申请已提交，等待后台审核',
  alreadyApplied: '您已申请过该活动，请勿重复申请',
  applyUnknown: '申请记录不存在',
  applyReviewed: '该申请已审核，不能重复审核',
  guestRefused: '试玩账号不能参与该活动，请注册正式账号',

  redPacketClosed: '红包已关闭',
  redPacketNotStarted: '红包活动尚未开始，每日10:00-12:00开抢',
  redPacketEnded: '今日红包活动已结束，明日10:00再来',
  redPacketNotQualified: '您暂未达到领取条件，快去完成吧！',
  redPacketUsedUp: '今日红包次数已用完，明日再来',
  redPacketWon: (money: string) => `恭喜您抢到${money}元红包`,
  badRule: '红包规则有误：开始时间须早于结束时间，最小金额不大于最大金额',

  rebateNothing: '暂无可领取的返水',
  rebateClaimed: (money: string) => `成功领取返水${money}元`,

  profileSaved: '操作成功！',
  badBirthday: '请输入正确的日期格式：YYYY-MM-DD',
  guestProfile: '试玩账号不能修改资料，请注册正式账号',
  avatarMissing: '请选择要上传的图片',
  avatarType: '仅支持gif或png格式的图片',
  avatarTooLarge: '图片不能超过1MB',
  avatarSaved: '头像上传成功',
  agentApplied: '提交成功，等待后台审核',
  agentAlready: '您已经是代理，无需申请',
  agentPending: '您的代理申请正在审核中，请耐心等待',

  badClock: '时间格式错误，请使用ISO时间',
} as const;

/** What a rebate row is called, per game category. */
export const CATEGORY_NAMES: Record<CategoryId, string> = {
  realbet: '真人视讯',
  sport: '体育赛事',
  gaming: '电子竞技',
  joker: '棋牌游戏',
  concise: '电子游艺',
  fishing: '捕鱼游戏',
  lottery: '彩票游戏',
};
