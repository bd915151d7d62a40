/**
 * Type-level check that the independent readings of the same contract still agree.
 *
 * The widgets (src/api/types.ts), the sandbox (sandbox/src/types) and the demo
 * (demo/common) keep their own types on purpose: the sandbox must stay an independent
 * implementation of the specification, not the widgets' mirror. This file makes a drift
 * between them fail `npm run typecheck`. Nothing here runs; each line compiles only while
 * the shapes agree, and names the pair that drifted when it does not.
 */
import type * as Demo from '../../demo/common/json-api-types.js';
import type * as Widget from '../../src/api/types.js';
import type { Access } from '../../sandbox/src/types/access.js';
import type { GetApplicationResponse } from '../../sandbox/src/types/application.js';
import type { ASPSPData } from '../../sandbox/src/types/aspsp.js';
import type { Authorization, StartAuthorizationResponse } from '../../sandbox/src/types/authorization.js';
import type { ErrorResponse } from '../../sandbox/src/types/errors.js';
import type { FlowAction, FlowState, FlowStep } from '../../sandbox/src/types/flow.js';
import type {
  AmountType,
  CreatePaymentResponse,
  GetPaymentResponse,
  PaymentSummary,
  SubmitPaymentResponse,
} from '../../sandbox/src/types/payment.js';
import type { AuthorizeSessionResponse, GetSessionResponse } from '../../sandbox/src/types/session.js';

/** Every field required, all the way down, so that a field only one side has is a difference. */
type Shape<T> = T extends readonly (infer Item)[]
  ? Shape<Item>[]
  : T extends object
    ? { [Key in keyof T]-?: Shape<T[Key]> }
    : T;

/** Shape, with enumerations read as text: a reader may take a code list as open strings. */
type Loose<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? Loose<Item>[]
    : T extends object
      ? { [Key in keyof T]-?: Loose<T[Key]> }
      : T;

/**
 * The reader can take everything that is sent, and expects no field that is not sent, at
 * any depth. Fields the reader does not name are allowed: the contract says unknown fields
 * are ignored.
 */
type Reads<Reader, Sent> = [Shape<Sent>] extends [Shape<Reader>] ? true : false;

/** Reads, and the reader also names every field that is sent: the two describe one shape. */
type ReadsAll<Reader, Sent> =
  Reads<Reader, Sent> extends true ? ([Loose<Reader>] extends [Loose<Sent>] ? true : false) : false;

/** Compiles only for `true`. */
type Agree<Check extends true> = Check;

/** Widget API: the widgets read what the sandbox sends; the sandbox reads the widgets' actions. */
export type WidgetApiAgrees = [
  Agree<ReadsAll<Widget.FlowState, FlowState>>,
  Agree<ReadsAll<Widget.FlowStep, FlowStep>>,
  Agree<ReadsAll<Widget.Access, Access>>,
  Agree<ReadsAll<Widget.AmountType, AmountType>>,
  Agree<ReadsAll<Widget.PaymentSummary, PaymentSummary>>,
  Agree<ReadsAll<Widget.Authorization, Authorization>>,
  Agree<ReadsAll<Widget.ErrorResponse, ErrorResponse>>,
  Agree<Reads<Widget.AspspData, ASPSPData>>,
  Agree<ReadsAll<FlowAction, Widget.FlowAction>>,
];

/** JSON API: the demo's merchant backend reads what the sandbox answers. */
export type JsonApiAgrees = [
  Agree<Reads<Demo.AspspData, ASPSPData>>,
  Agree<Reads<Demo.GetApplicationResponse, GetApplicationResponse>>,
  Agree<Reads<Demo.StartAuthorizationResponse, StartAuthorizationResponse>>,
  Agree<Reads<Demo.AuthorizeSessionResponse, AuthorizeSessionResponse>>,
  Agree<Reads<Demo.GetSessionResponse, GetSessionResponse>>,
  Agree<Reads<Demo.CreatePaymentResponse, CreatePaymentResponse>>,
  Agree<Reads<Demo.GetPaymentResponse, GetPaymentResponse>>,
  Agree<Reads<Demo.SubmitPaymentResponse, SubmitPaymentResponse>>,
  Agree<Reads<Demo.ErrorResponse, ErrorResponse>>,
];
