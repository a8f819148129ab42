/**
 * Every message of spec section 8 (and the validation messages of section 5) with a stable id.
 * The id travels as the envelope `code`; the Chinese text is the source message, and the web client
 * shows the id's translation in the learner's language. Where the spec gives a message only in English,
 * the Chinese text here is ours.
 */
interface CatalogueEntry {
  /** Source message (Chinese). `{name}` placeholders are filled by `formatMessage`. */
  message: string;
  /** HTTP status of the response carrying this error. */
  status: number;
}

function entry(message: string, status = 200): CatalogueEntry {
  return { message, status };
}

export const errorCatalogue = {
  // Session (section 8, first line). Carried with one of SESSION_INVALID_RETURN_VALUES.
  SessionExpired: entry('登录过期，请重新登陆'),
  LoginRequired: entry('请先登录'),
  // A route for teachers or administrators called by a user without the role (ours).
  RoleRequired: entry('没有权限进行此操作', 403),
  LastPlatformAdmin: entry('不能撤销最后一位平台管理员', 409),
  PasswordConfirmWrong: entry('密码不正确，操作未执行'),
  // An administrator route after the administrator session lapsed (idle or too long since the password).
  AdministratorPasswordRequired: entry('为了账号安全，请重新输入密码'),
  PasswordRequired: entry('请输入密码', 400),
  ClassFull: entry('班级人数已满', 409),
  TooManyClasses: entry('开设的班级已达上限', 409),
  TooManyAssignments: entry('本班的作业已达上限', 409),
  AssignmentDueDateInvalid: entry('截止日期须在今天到一年以内'),
  AssignmentPaperUnknown: entry('请选择要布置的内容'),
  // Managed content (ours): a save on a revision someone else has saved after, and a revision that does not exist.
  ContentChanged: entry('内容已被他人修改，请重新打开后再保存', 409),
  ContentRevisionUnknown: entry('没有这个修订版本'),
  // Submitted content (ours): an administrator writing a teacher's profile, and a review of a revision no longer awaiting it.
  ContentSubmittedByOwner: entry('这类内容由本人填写并提交，管理员只能审核', 409),
  ContentNotAwaitingReview: entry('这个修订版本不在待审核状态，请刷新后再操作', 409),
  // Videos (ours): no file, a file too large, a file that is not MP4 or WebM, a revision naming no stored video.
  VideoFileMissing: entry('请选择要上传的视频文件'),
  VideoTooLarge: entry('视频文件超过 {limit}，请压缩后再上传', 413),
  VideoNotSupported: entry('只能上传 MP4 或 WebM 格式的视频'),
  VideoFileUnknown: entry('没有找到这个视频文件，请重新上传'),
  // Teaching content whose checks fail cannot be published (decision 061); returnValue lists every problem.
  ContentCheckFailed: entry('内容检查未通过，请按所列问题修改后再发布'),
  // Imports from the workspace (ours): no file, a file too large, a file that is not text (a spreadsheet, say).
  ImportFileMissing: entry('请选择要导入的 CSV 文件'),
  ImportFileTooLarge: entry('文件超过 4 MB，请分成几个文件导入', 413),
  // Institutions (ours): a school administrator's grant naming no institution, and one acting on another's.
  InstitutionUnknown: entry('没有这个机构，请先在“机构”中创建'),
  InstitutionForbidden: entry('您不是该机构的管理员', 403),
  // Shared readings (ours): what can be shared is the learner's own scored reading of a passage.
  ReadingRecordingUnknown: entry('没有找到这条录音', 404),
  ReadingNotYours: entry('只能分享自己的录音', 403),
  ReadingNotScored: entry('这条录音没有得到评分，不能分享'),
  ReadingNotPassage: entry('只能分享短文朗读的录音'),
  ReadingShareUnknown: entry('没有找到这条分享', 404),
  ReadingShareHidden: entry('这条朗读已被管理员隐藏，不能再次分享', 409),
  ReadingShareWithdrawn: entry('朗读者已撤回这条分享', 409),
  // Notices (ours): another learner's notice is as unknown as one that does not exist.
  NoticeUnknown: entry('没有找到这条通知', 404),
  ImportFileNotCsv: entry('这不是 CSV 文件：请在表格软件中“另存为”CSV（UTF-8）后再导入'),

  // Account (section 8).
  AccountOrPasswordWrong: entry('账号或密码错误'),
  AccountLocked: entry('密码尝试次数过多，账号被锁定'),
  // Ours: an account a platform administrator suspended, and the one account an administrator cannot suspend.
  AccountSuspended: entry('该账号已被停用，请联系平台管理员'),
  CannotSuspendSelf: entry('不能停用自己的账号', 409),
  AccountNotRegistered: entry('该手机号/邮箱尚未注册'),
  AccountAlreadyRegistered: entry('该手机号/邮箱已注册'),
  EmailNotRegistered: entry('该邮箱尚未注册'),
  MobileAlreadyBound: entry('手机号已被绑定'),
  MobileBindFailed: entry('手机号绑定失败'),
  CodeInvalid: entry('验证码错误或失效'),
  CodeRecentlySent: entry('验证码已发送,请稍后重试'),
  CodeSendFailed: entry('发送验证码失败'),
  SliderFailed: entry('滑块验证失败，请重新验证'),
  OldPasswordWrong: entry('旧密码不正确'),
  NicknameTaken: entry('该昵称已被占用'),
  // Account rules of sections 5 and 6 whose wording the spec does not give (ours).
  PasswordTooCommon: entry('该密码过于常见，容易被猜中，请换一个'),
  SiteMismatch: entry('中国站账号仅能在中国站登录'),
  MobileBindRequired: entry('请先绑定中国大陆手机号后继续'),
  GuardianRequired: entry('未满18周岁的用户须经监护人手机号或邮箱验证后注册'),
  GuardianPhoneRequired: entry('用手机号注册中国站账号的未成年人，须由监护人手机号验证'),
  GuardianIsLearner: entry('监护人手机号或邮箱不能与注册账号相同'),
  GuardianOneChannel: entry('监护人手机号和邮箱只填一项'),
  ResetGrantInvalid: entry('找回密码的验证已失效，请重新验证'),
  LastContactMethod: entry('请至少保留一个手机号或邮箱'),

  // Validation (section 5).
  MobileRequired: entry('请输入手机号', 400),
  MobileFormat: entry('手机号格式错误', 400),
  PhoneFormatForRegion: entry('手机号与所选国家或地区不符', 400),
  PhoneRegionUnknown: entry('请选择手机号的国家或地区', 400),
  EmailFormat: entry('邮箱格式错误', 400),
  CodeRequired: entry('请输入6位验证码', 400),
  AccountPasswordRequired: entry('账号或密码不能为空！', 400),
  PasswordRule: entry('密码为8-16位，须包含大写字母、小写字母、数字、下划线中的至少三种', 400),
  PasswordConfirmMismatch: entry('两次输入的密码不一致', 400),
  PasswordSameAsOld: entry('新密码不能与旧密码相同', 400),
  PrivacyNotAgreed: entry('请阅读并同意隐私政策', 400),
  SliderRequired: entry('请完成滑块验证', 400),
  ScoreQueryTooFew: entry('请至少填写两项信息哦', 400),
  CertQueryIncomplete: entry('三项信息都要填写哦', 400),
  SignatureTooLong: entry('个性签名最多40个字', 400),
  NicknameRequired: entry('请输入昵称', 400),
  NicknameTooLong: entry('昵称最多20个字', 400),
  NicknameCharacters: entry('昵称不能含有看不见的排版字符', 400),
  BirthdayRequired: entry('请填写正确的生日', 400),
  ContactRequired: entry('请填写联系电话', 400),
  AvatarInvalid: entry('头像仅支持jpg、jpeg、png格式，且不超过5M', 400),
  OnlyChineseLearnable: entry('只有中文内容可以学习', 400),
  // The translation tool (ours: section 5 gives only the rule that Chinese is what is learned).
  TranslationTextRequired: entry('请输入要翻译的内容', 400),
  TranslationTextTooLong: entry('翻译内容最多500个字', 400),
  MachineTranslationUnavailable: entry('外文译成中文需要机器翻译，目前暂不可用；请输入中文内容进行学习'),
  RatingRequired: entry('请选择评分', 400),
  InvalidPayload: entry('请求参数有误：{detail}', 400),

  // Learning, exams and tools (section 8, "Other").
  EvaluationFailed: entry('评测失败'),
  ResourceFetchFailed: entry('获取资源失败', 500),
  AnswerSaveFailed: entry('保存答题结果数据失败'),
  PaperSubmitFailed: entry('提交试卷失败'),
  // A mock PSC (section 4: resumable, submitted once); the wording is ours.
  ExamAlreadySubmitted: entry('本次测试已经交卷，不能再修改', 409),
  ExamSegmentMissing: entry('有一段录音没有保存成功，请重新连接后继续', 409),
  AudioLoadFailed: entry('音频加载失败'),
  // The exam engine's rules of section 4 (the wording is ours).
  ExamModuleClosed: entry('这一部分已经结束，答案不能再修改', 409),
  ExamModuleOutOfScope: entry('本次练习不包含这一部分', 409),
  ExamModuleLocked: entry('已经进入后面的部分，不能返回', 409),
  ExamPaused: entry('考试已暂停，请先继续考试', 409),
  ExamQuestionUnknown: entry('试卷中没有这道题', 400),
  ExamAnswerMismatch: entry('答案与题型不符', 400),
  ExamInProgressNotDeletable: entry('正在进行的考试记录不能删除，请先交卷', 409),
  CompositionEvaluationFailed: entry('作文评测失败'),
  // A graded course's promotion exam before its grade's units are done (the wording is ours).
  PromotionLocked: entry('学完本级全部单元后才能参加晋级考试', 409),
  // Special training: an answer to an item outside the learner's set, or to a round a newer one replaced.
  SpecialItemNotInSet: entry('这道题不在你的专项练习中', 400),
  SpecialRoundOver: entry('这一轮专项练习已经结束，请回到专项练习首页继续', 409),
  ExamListFailed: entry('考试列表查询失败'),
  SynthesisFailed: entry('合成失败'),
  CollectFailed: entry('收藏失败'),
  FavouritesFull: entry('当前用户最多可收藏500条'),
  GroupNameExists: entry('分组名已存在'),
  SignupConflict: entry('报名失败'),
  InvitationCodeWrong: entry('请输入正确的邀请码'),
  LessonFull: entry('名额已满'),
  GroupAddFailed: entry('添加分组失败'),
  GroupMoveFailed: entry('移动分组失败'),
  // Favourite groups (ours: section 5 names the rules, not their wording).
  GroupNameInvalid: entry('分组名称须为1-20个字', 400),
  DefaultGroupLocked: entry('默认分组不能重命名或删除'),
  GroupsFull: entry('最多可创建50个分组'),
  ImageSaveFailed: entry('保存图片失败'),
  SubmissionFailed: entry('提交失败'),
  NetworkDisconnected: entry('网络已断开，点击重试'),
  NetworkUnstable: entry('当前通信环境不稳定'),
  MicrophoneUnavailable: entry('浏览器不支持录音，或需要开启麦克风权限'),
  LevelLocked: entry('通过上一关后才能解锁本关'),
  NoResource: entry('暂无相应资源', 404),
  WordNotRecorded: entry('你还没有录读这个词'),
  // Section 4: "the user must stop recording before other actions" (the wording is ours).
  StopRecordingFirst: entry('请先停止录音'),
  RecordingTooShort: entry('录音时间过短，请读完后再停止'),
  TestReportFailed: entry('获取测试报告失败'),
  ReconnectFailed: entry('重新连接失败'),
  ResultNotFound: entry('未查询到成绩信息'),
  CertificateNotFound: entry('未查询到证书信息'),
  OralTestFailed: entry('口语测试失败'),
  PageUnderDevelopment: entry('页面正在建设中，敬请期待'),
  // The converter and the copybook generator (issue 8; the wording is ours).
  ConvertTextRequired: entry('请输入要转换的文字', 400),
  ConvertTextTooLong: entry('一次最多转换20000个字', 400),
  CopybookCharactersRequired: entry('请输入要练习的汉字', 400),
  CopybookTooManyCharacters: entry('一份字帖最多200个汉字', 400),
  CopybookStrokesMissing: entry('以下汉字暂无笔画数据，无法生成字帖：{characters}', 400),
  // Spoken evaluation and speech services (ours: the spec names the checks, not their wording).
  RecordingFormatInvalid: entry('录音须为16 kHz单声道PCM格式的WAV文件', 400),
  RecordingTooLong: entry('录音时间过长，最长3分钟', 400),
  EvaluationContentInvalid: entry('评测内容有误', 400),
  SpeechBusy: entry('语音服务繁忙，请稍后再试', 503),
  SpeechGrantInvalid: entry('语音服务授权无效或已过期，请重新获取', 403),
  VoiceEvidenceInvalid: entry('声音样本数据有误', 400),
  // The learner's results (ours): an on-device result that is not one, a filter that cannot be.
  DeviceResultInvalid: entry('评测结果数据有误', 400),
  ResultFilterInvalid: entry('筛选条件有误，请检查类型和日期', 400),

  // PSC online signup (ours: the spec names 名额已满 and 报名失败, used as LessonFull and SignupConflict).
  SignupClosed: entry('本场次报名已截止'),
  SignupDuplicate: entry('你已报名本场次，请勿重复报名'),
  SignupIdCardTaken: entry('该身份证号码已报名本场次'),
  SignupCancelClosed: entry('报名已截止，不能再取消报名'),
  SignupNameRequired: entry('请输入考生姓名', 400),
  SignupNameInvalid: entry('请填写与身份证一致的姓名，最多30个字', 400),
  SignupIdCardRequired: entry('请输入身份证号码', 400),
  SignupIdCardInvalid: entry('身份证号码有误，请核对后重新输入', 400),
  SignupGenderRequired: entry('请选择性别', 400),
  SignupGenderMismatch: entry('所选性别与身份证号码不符', 400),

  // Captcha loader (section 8).
  CaptchaScriptTimeout: entry('验证码脚本加载超时（60204）'),
  CaptchaResourceTimeout: entry('验证码资源加载超时（60205）'),

  // Gateway and transport.
  GatewayUriBuildFailed: entry('build http request uri failed', 400),
  GatewayNotConfigured: entry('should use config method to config {setting}', 500),
  GatewaySignatureMissing: entry('缺少网关签名请求头：{header}', 401),
  GatewaySignatureInvalid: entry('网关签名校验失败', 401),
  GatewayTimestampExpired: entry('请求时间戳已超出允许范围（±5分钟），请校准设备时间', 401),
  GatewayNonceReplayed: entry('请求已被使用过（重放），请重新发起', 401),
  GatewayUnknownApp: entry('未知的应用标识 S-Auth-AppId', 401),
  NotFound: entry('请求的接口不存在', 404),
  MethodNotAllowed: entry('接口只接受 POST 请求', 405),
  PayloadTooLarge: entry('请求内容过大', 413),
  UnsupportedMediaType: entry('不支持的请求内容类型', 415),
  RateLimited: entry('请求过于频繁，请稍后再试', 429),
  InternalError: entry('服务器内部错误，获取数据失败', 500),
  ServiceUnavailable: entry('服务暂不可用，请稍后再试', 503),
  HeadersTooLarge: entry('请求头过大', 431),
  RequestTimeout: entry('请求超时，请稍后再试', 503),
  ResourceTokenInvalid: entry('资源访问凭证无效或已过期', 403),
  // The jsonp variant of a call (ours): a callback that is not a function name, a partner not registered, a login route.
  JsonpCallbackInvalid: entry('回调函数名不合法：只能由字母、数字、下划线和 $ 组成', 400),
  JsonpPartnerUnknown: entry('未登记的合作方：appId 与 groupId 不匹配', 403),
  JsonpRouteNotPublic: entry('该接口需要登录，不能以 JSONP 方式调用', 403),
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorId = keyof typeof errorCatalogue;
export const ERROR_IDS = Object.keys(errorCatalogue) as ErrorId[];

/** Values of `returnValue` that mean the session is invalid (spec section 8). */
export const SESSION_INVALID_RETURN_VALUES = ['TOKEN_301', 'TOKEN_302', '-110300', '-110301'] as const;
export type SessionInvalidReturnValue = (typeof SESSION_INVALID_RETURN_VALUES)[number];

export function isSessionInvalid(returnValue: unknown): boolean {
  return (
    (typeof returnValue === 'string' || typeof returnValue === 'number') &&
    (SESSION_INVALID_RETURN_VALUES as readonly string[]).includes(String(returnValue))
  );
}

export function formatMessage(id: ErrorId, params: Record<string, string> = {}): string {
  return errorCatalogue[id].message.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
