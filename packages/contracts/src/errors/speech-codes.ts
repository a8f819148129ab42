/** Recording quality codes of spec section 8, with the Chinese message shown to the learner. */
export const RecordingQualityCode = {
  VolumeLow: 7001,
  TooShort: 7002,
  Distorted: 7003,
  TooLong: 7004,
  LowSnr: 7007,
  LowSnrSevere: 7008,
  NoAudio: 7011,
  TooNoisy: 7012,
  ValidSpeechTooShort: 7014,
  Clipped: 7022,
} as const;
export type RecordingQualityCode = (typeof RecordingQualityCode)[keyof typeof RecordingQualityCode];

export const recordingQualityMessages: Record<RecordingQualityCode, string> = {
  7001: '音量过低或没有声音',
  7002: '录音时间过短',
  7003: '录音严重失真',
  7004: '录音时间过长',
  7007: '信噪比过低',
  7008: '信噪比过低',
  7011: '没有采集到声音',
  7012: '环境噪声过大',
  7014: '有效语音时间过短',
  7022: '录音严重截幅（声音过大）',
};

/** Speech evaluation codes 1 to 9 of spec section 8. */
export const EvaluationCode = {
  VolumeLow: 1,
  NoiseHigh: 2,
  VolumeHigh: 3,
  TooManyMisread: 4,
  NoSpeech: 5,
  NetworkError: 6,
  ContentProblem: 7,
  RecordingRejected: 8,
  PauseTooLong: 9,
} as const;
export type EvaluationCode = (typeof EvaluationCode)[keyof typeof EvaluationCode];

export const evaluationMessages: Record<EvaluationCode, string> = {
  1: '音量过低',
  2: '噪声过大',
  3: '音量过高',
  4: '错读、漏读过多',
  5: '没有检测到语音',
  6: '网络错误',
  7: '评测内容有误',
  8: '录音不符合要求',
  9: '停顿超过10秒，已停止录音',
};
