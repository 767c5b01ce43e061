// Every sentence the lottery feature answers or pushes.

export const lotteryMsg = {
  betPlaced: '投注成功',
  roomNotFound: '房间不存在',
  lotteryClosed: '该彩种暂未开放',
  periodChanged: '期号已变更，请刷新后重新投注',
  bettingClosed: '本期已封盘，请等待下期开盘',
  itemUnknown: '投注项目不存在，请刷新后重试',
  badData: '投注内容有误，请刷新后重试',
  badNumber: '请选择1-49之间的号码',
  badStake: '投注金额须大于0，最多两位小数',
  stakeTooLarge: '单注金额不能超过1000000元',

  wsLoginRequired: '请登录！',
  wsBadMessage: '消息格式错误',
  chatEmpty: '消息不能为空',
  chatTooFast: '发言太频繁，请稍后再试',
  tooManySockets: '您在其他页面打开了太多房间，本页连接已断开',
  orderNotYours: '只能分享您在本房间的注单',

  periodOpened: (expect: string) => `第${expect}期已开盘，祝您好运！`,
  periodClosed: (expect: string) => `第${expect}期已封盘，停止下注`,
  periodDrawn: (expect: string, result: string) => `第${expect}期开奖结果：${result}`,
  /** How a slip line reads in the bet records. */
  plays: (lottery: string, expect: string, group: string, item: string) => `${lottery} 第${expect}期 ${group}：${item}`,
} as const;

/** Result words for the sysmsg text (the screen has its own, from the locale). */
export const resultWords = {
  big: '大',
  small: '小',
  odd: '单',
  even: '双',
  red: '红波',
  green: '绿波',
  blue: '蓝波',
  grey: '灰波',
  special: '特',
} as const;
