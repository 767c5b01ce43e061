// Every sentence the content feature answers with.

export const contentMsg = {
  unknownProvider: '游戏厂商不存在',
  unknownPlatform: '游戏平台不存在',
  platformClosed: '该游戏维护中，请稍后再试',
  unknownGame: '游戏不存在',
  articleMissing: '文章不存在',
  ticketInvalid: '游戏会话已失效，请重新进入游戏',
  stakeRange: '单次投注金额为1~10000元',
  spinWon: (amount: string) => `恭喜！赢得 ${amount} 元`,
  spinLost: '未中奖，再试一次',
} as const;
