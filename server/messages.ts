// Every sentence the reference server answers with, in one place.

export const msg = {
  ok: '操作成功！',
  badJson: '请求格式错误：请发送有效的 JSON',
  badBody: '请求参数格式错误',
  missingField: (field: string) => `缺少参数：${field}`,
  badField: (field: string) => `参数格式错误：${field}`,
  tooLarge: '请求内容过大',
  unsupportedMedia: '不支持的请求格式',
  badRequest: '请求错误',
  unknownApi: '接口不存在',
  serverError: '服务器异常，请稍后再试',
  loginRequired: '请先登录',
  sessionExpired: '您的账号登陆过期，请重新登陆',
  adminDenied: '管理令牌无效',

  registered: '注册成功',
  nameTaken: '用户名已存在！',
  passwordsDiffer: '两次密码不一致！',
  inviterUnknown: '推荐人ID不存在！',
  loggedIn: '登录成功',
  badCredentials: '账号或密码错误！',
  tooManyLogins: (minutes: number) => `登录失败次数过多，请${minutes}分钟后再试`,
  loggedOut: '退出成功',

  passwordChanged: '密码修改成功',
  wrongOldPassword: '原密码错误！',
  wrongOldPayPassword: '原支付密码错误！',
  samePassword: '新密码不能与原密码相同！',

  insufficientBalance: '余额不足',
  guestNoMoney: '试玩账号不能存款或取款',
  unknownMember: '会员不存在',
  unknownVenue: '游戏场馆不存在',
} as const;
