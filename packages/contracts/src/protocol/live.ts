import { z } from 'zod';
import { noticeSchema } from '../usercenter/notices.ts';
import { commonPayloadShape } from './envelope.ts';

/**
 * The websocket helper of spec section 7 ("sends headers, body and path"): one socket per tab at
 * `/{env}/live/socket`, each message a call signed like the POST protocol, and the server's pushes
 * (live notices, evaluation progress) on the topics the tab subscribed to (docs/decisions/068).
 */
export const LIVE_SOCKET_PATH = '/live/socket';

/** The calls a socket takes, signed over their path (with the environment prefix) and body. */
export const LiveCallPath = {
  Subscribe: '/live/subscribe',
  Unsubscribe: '/live/unsubscribe',
  Ping: '/live/ping',
} as const;

/**
 * What a tab may listen to: the progress of its learner's own evaluations, and its learner's new notices
 * (docs/decisions/071-live-notices.md).
 */
export const LiveTopic = { Evaluation: 'evaluation', Notice: 'notice' } as const;
export type LiveTopic = (typeof LiveTopic)[keyof typeof LiveTopic];

/** How the server closes a socket, and why (the 4xxx codes are ours, after the HTTP statuses). */
export const LiveClose = {
  Normal: 1000,
  /** A page of another site opened it. */
  Policy: 1008,
  /** A message over LiveLimits.maxMessageBytes. */
  TooLarge: 1009,
  /** Not JSON, not a call, or binary. */
  BadMessage: 4400,
  /** A subscription without a live session (a visitor, an expired token, an overseas app's blank token). */
  Unauthenticated: 4401,
  /** A bad signature, or another learner's token on a socket already signed in. */
  Forbidden: 4403,
  /** Nothing from the tab for LiveLimits.idleMs. */
  Idle: 4408,
  /** More messages than the rate allows, or more sockets than the instance takes. */
  TooMany: 4429,
} as const;

/** Closes after which the web helper does not try again by itself (only a new sign-in would help). */
export const FINAL_LIVE_CLOSES: readonly number[] = [
  LiveClose.Policy,
  LiveClose.BadMessage,
  LiveClose.Unauthenticated,
  LiveClose.Forbidden,
];

export const LiveLimits = {
  maxMessageBytes: 8 * 1024,
  /** Messages a socket may send per window before it is closed as TooMany. */
  messagesPerWindow: 30,
  windowMs: 10_000,
  /** A tab pings every heartbeatMs; a socket silent for idleMs is closed. */
  heartbeatMs: 25_000,
  idleMs: 60_000,
  /** Sockets one server instance keeps open at once. */
  maxSocketsPerInstance: 5_000,
} as const;

/** A call sent over the socket: the gateway headers sign `path` (environment-prefixed) and `body` as sent. */
export const liveCallSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  path: z.string().max(128),
  headers: z.record(z.string().max(64), z.string().max(512)),
  body: z.string().max(LiveLimits.maxMessageBytes),
});
export type LiveCall = z.infer<typeof liveCallSchema>;

export const liveSubscriptionSchema = z.strictObject({
  ...commonPayloadShape,
  topic: z.enum(LiveTopic),
});
export type LiveSubscription = z.input<typeof liveSubscriptionSchema>;

/** An evaluation's progress as the server tells it. */
export const EvaluationProgressState = {
  Queued: 'queued',
  Evaluating: 'evaluating',
  Done: 'done',
  Failed: 'failed',
} as const;
export type EvaluationProgressState = (typeof EvaluationProgressState)[keyof typeof EvaluationProgressState];

/** The id a tab gives an evaluation call, so it knows the progress pushed for it. */
export const progressIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

export const evaluationProgressSchema = z.object({
  progressId: progressIdSchema,
  state: z.enum(EvaluationProgressState),
});
export type EvaluationProgress = z.infer<typeof evaluationProgressSchema>;

/** A push of the server: a topic and what happened. */
export const livePushSchema = z.discriminatedUnion('topic', [
  z.object({ topic: z.literal(LiveTopic.Evaluation), data: evaluationProgressSchema }),
  z.object({ topic: z.literal(LiveTopic.Notice), data: noticeSchema }),
]);
export type LivePush = z.infer<typeof livePushSchema>;

/** The server's answer to a call: the envelope with the call's id. */
export const liveReplySchema = z.object({
  id: z.string(),
  result: z.boolean(),
  code: z.string(),
  returnValue: z.unknown(),
  message: z.string(),
});
export type LiveReply = z.infer<typeof liveReplySchema>;
