// The HTTP API: one function per resource group and one route per entry of shared/route-paths.ts, nothing restated.
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { CfnStage, HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { fallbackGroup, gatewayPath, resourceGroups, routeKey, routePaths, type ResourceGroup } from '../shared/route-paths';
import { MANIFEST_PREFLIGHT_ROUTE_KEY, manifestPreflight, manifestRoute } from '../shared/shl-cors';
import { routeClass, routeThrottles } from '../shared/traffic-limits';
import { grantNeeds, type Resources } from './grants';
import type { FunctionNeeds } from './function-needs';
import { GroupFunction } from './group-function';
import { trafficLimits } from './settings';

export interface ApiProps {
  needs: Record<ResourceGroup, FunctionNeeds>;
  resources: Resources;
  /** The environment every function gets (functions/platform/config.ts requires all of it). */
  environment: Record<string, string>;
}

/** Steady and burst requests per second for the whole stage (why these values: cdk/settings.ts). */
export const stageThrottle = { rateLimit: trafficLimits.stageRateLimit, burstLimit: trafficLimits.stageBurstLimit };

/**
 * Each route's own throttle, by its class (shared/traffic-limits.ts): a flood on sign-in or the AI takes that route
 * away, not the API. Keyed by route key, as API Gateway's RouteSettings are; the catch-all keeps the stage's.
 */
export function routeSettings(): Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> {
  const settingsOf = (route: (typeof routePaths)[number]) => {
    const throttle = routeThrottles[routeClass(route)];
    return { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit };
  };
  return Object.fromEntries([
    ...routePaths.map((route) => [routeKey(route), settingsOf(route)]),
    // The manifest's preflight is throttled as the manifest is.
    [MANIFEST_PREFLIGHT_ROUTE_KEY, settingsOf(manifestRoute)],
  ]);
}

/**
 * HTTP API variables only. The route key, never the path: reset links carry their token in the path,
 * and no log may hold one (S14).
 */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    routeKey: '$context.routeKey',
    status: '$context.status',
    responseLength: '$context.responseLength',
    latencyMs: '$context.responseLatency',
    integrationLatencyMs: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    sourceIp: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
  }),
);

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions = new Map<ResourceGroup, GroupFunction>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    // No CORS configuration: the browser reaches the API through CloudFront on the app's own origin (S38). The one
    // exception, a share link's manifest (shared/shl-cors.ts), is answered by its function, preflight included.
    this.httpApi = new HttpApi(this, 'HttpApi', { createDefaultStage: false, description: 'Tend API' });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: stageThrottle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY }),
        ),
        format: accessLogFormat,
      },
    });

    for (const group of resourceGroups) {
      const needs = props.needs[group];
      const fn = new GroupFunction(this, `${pascalCase(group)}Function`, {
        group,
        environment: props.environment,
        memoryMb: needs.memoryMb,
        timeoutSeconds: needs.timeoutSeconds,
      });
      grantNeeds(fn, needs, props.resources);
      this.functions.set(group, fn);
    }

    const integrations = new Map(
      [...this.functions].map(([group, fn]) => [group, new HttpLambdaIntegration(`${pascalCase(group)}Integration`, fn)]),
    );
    const created = routePaths.map(
      (route) =>
        this.httpApi.addRoutes({
          path: gatewayPath(route),
          methods: [HttpMethod[route.method]],
          integration: integrations.get(route.group)!,
        })[0],
    );
    // The API's one OPTIONS route: a browser's preflight on the manifest path, answered by the shares function (with
    // no CORS configuration on the API, API Gateway passes OPTIONS to a route that names it; CloudFront's /api/*
    // behaviour allows every method, cdk/web.ts). Not in the route table: a preflight is no API operation.
    created.push(
      this.httpApi.addRoutes({
        path: manifestPreflight.path,
        methods: [HttpMethod.OPTIONS],
        integration: integrations.get(manifestRoute.group)!,
      })[0],
    );
    // Unmatched requests reach a function too, so they get the app's JSON 404 / 405 (S39, S42).
    created.push(
      new HttpRoute(this, 'FallbackRoute', {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.DEFAULT,
        integration: integrations.get(fallbackGroup)!,
      }),
    );
    // A route's settings name a route that must exist first.
    (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings();
    this.stage.node.addDependency(...created);
    for (const route of created) {
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          "Authorization is in the function: it verifies the app's own HS256 tokens (API Gateway JWT authorizers need a JWKS) and the route's access level from shared/route-paths.ts; public routes are public by design.",
      });
    }
  }

  /** Set a variable on every group's function (e.g. APP_URL once the distribution exists). */
  addEnvironment(name: string, value: string): void {
    for (const fn of this.functions.values()) fn.addEnvironment(name, value);
  }
}

/** `reviewed-items` → `ReviewedItems`: construct ids of a group's resources. */
export function pascalCase(group: string): string {
  return group.replace(/(^|-)([a-z])/g, (_m, _dash: string, letter: string) => letter.toUpperCase());
}
