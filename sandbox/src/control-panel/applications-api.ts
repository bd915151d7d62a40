import type { ApplicationConfig } from '../types/application.js';
import { applicationSummary } from '../applications/application-summary.js';
import { InvalidSetting, settingsChange } from '../applications/setting-values.js';
import { ApiError, wrongParameters } from '../http/api-error.js';
import { requireObject } from '../json-api/json-fields.js';
import type { ApiReply, BackendContext } from '../request/context.js';
import { jsonBody } from '../request/request-body.js';
import type { ControlRequest } from './control-request.js';

/** GET /control-panel/api/applications: every application, built-in and registered. */
export function listApplications(context: BackendContext): ApiReply {
  return { status: 200, body: { applications: context.applications.all().map(applicationSummary) } };
}

/** GET /control-panel/api/applications/{app_id}; a built-in application's key works too. */
export function getApplicationSettings(
  context: BackendContext,
  _request: ControlRequest,
  id: string,
): ApiReply {
  return { status: 200, body: applicationSummary(knownApplication(context, id)) };
}

/**
 * PATCH /control-panel/api/applications/{app_id} with any of redirect_urls, widget_origins,
 * webhook_origins, allowed_ips and services: each replaces the whole list, takes effect at
 * once (authorisations in progress included) and is kept in the data directory.
 */
export function updateApplication(context: BackendContext, request: ControlRequest, id: string): ApiReply {
  const application = knownApplication(context, id);
  const body = requireObject(jsonBody(request), 'The body');
  let change;
  try {
    change = settingsChange(body);
  } catch (error) {
    if (error instanceof InvalidSetting) throw wrongParameters(error.message);
    throw error;
  }
  return { status: 200, body: applicationSummary(context.applications.update(application.id, change)) };
}

function knownApplication(context: BackendContext, id: string): ApplicationConfig {
  const application = context.applications.byId(id) ?? context.applications.byKey(id);
  if (application === undefined) {
    throw new ApiError(
      404,
      `There is no application ${JSON.stringify(id)}; GET /control-panel/api/applications lists their app_id.`,
    );
  }
  return application;
}
