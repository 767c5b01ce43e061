// Every sentence the money calls answer with. The spec's own sentences are verbatim; its English ones are natural Chinese.

/** 100.00 → "100", 100.50 → "100.50": amounts inside sentences, as a player writes them. */
export const yuanText = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2));

export const walletMsg = {
  // transfers
  amountRequired: '请输入操作金额！',
  venueToVenue: '场馆内钱包不支持互转',
  sameWallet: '转出和转入钱包不能相同',
  venueClosed: '该场馆暂未开放',
  transferred: '转账成功',
  recalled: '一键回收成功',
  autoTransferOn: '已开启自动转账',
  autoTransferOff: '已关闭自动转账',

  // deposits
  payWayClosed: '该充值方式暂未开放',
  amountRange: (minFen: number, maxFen: number) => `请输入金额在${yuanText(minFen)}-${yuanText(maxFen)}之间！`,
  depositorRequired: '请输入存款人姓名',
  bankTypeRequired: '请输入银行类型',
  bankNoRequired: '请输入银行卡号',
  bankAddressRequired: '请输入银行开户行地址',
  depositUnknown: '订单不存在',
  depositReviewed: '该订单已审核，不能重复操作',
  tooManyPendingDeposits: '您有多笔充值订单待审核，请稍后再试',
  duplicateRequest: '请勿重复提交，请稍后再试',

  // cards
  bound: '绑定成功',
  unbound: '解绑成功',
  bankCardLimit: (max: number) => `最多只能绑定${max}张银行卡`,
  usdtLimit: (max: number) => `最多只能绑定${max}个USDT地址`,
  cardTaken: '该卡号已绑定',
  addressTaken: '该地址已绑定',
  cardUnknown: '银行卡不存在',
  ownerRequired: '请输入持卡人姓名！',
  bankUnknown: '请选择银行！',
  bankBranchRequired: '请输入开户行地址！',
  cardDigits: '银行卡号只能包含数字！',
  protocolRequired: '请选择钱包协议！',
  addressFormat: '请输入正确的USDT地址！',

  // withdrawals
  cardRequired: '请选择您要提现到的银行卡',
  amountInvalid: '请输入正确的金额！',
  minWithdrawal: (minYuan: number) => `单笔取款不能低于${minYuan}元`,
  payPasswordRequired: '请输入您的支付密码',
  payPasswordWrong: '支付密码错误',
  payPasswordLocked: (minutes: number) => `支付密码错误次数过多，请${minutes}分钟后再试`,
  turnoverOwed: (fen: number) => `您还需完成${yuanText(fen)}元打码量才能取款`,
  feeExceeds: '取款金额不足以支付手续费',
  withdrawPending: '提交成功，等待后台审核',
  withdrawalUnknown: '提现订单不存在',
  withdrawalReviewed: '该提现已审核，不能重复操作',
} as const;
