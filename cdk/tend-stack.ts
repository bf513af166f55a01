// The whole app in one stack (its web ACL apart, cdk/waf-stack.ts): data, secrets, the API built from shared/route-paths.ts,
// the CloudFront front door and the alarms.
import { Annotations, CfnOutput, SecretValue, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { originOf } from '../shared/download-cors';
import { ORIGIN_VERIFY_ARN_ENV, ORIGIN_VERIFY_VERSION_ENV } from '../shared/origin-verify';
import type { ResourceGroup } from '../shared/route-paths';
import { Api } from './api';
import { Data } from './data';
import { functionNeeds, type FunctionNeeds } from './function-needs';
import type { Resources } from './grants';
import { ImportJobFunction } from './import-job';
import { SchedulerFunction } from './scheduler';
import { Monitoring } from './monitoring';
import { opsFigures } from './ops-figures';
import { assertWebBuild, defaultSettings, readSettings, type StackSettings } from './settings';
import { Web } from './web';

export interface TendStackProps extends StackProps {
  /** Defaults to the CDK context values (see cdk/settings.ts and docs/DEPLOY.md). */
  settings?: StackSettings;
  /** Defaults to cdk/function-needs.ts; tests widen it to check every permission a group may declare. */
  needs?: Record<ResourceGroup, FunctionNeeds>;
  /** The CloudFront-scope web ACL (cdk/waf-stack.ts, in us-east-1). */
  webAclArn: string;
}

export class TendStack extends Stack {
  readonly data: Data;
  readonly api: Api;
  readonly importJob: ImportJobFunction;
  readonly scheduler: SchedulerFunction;
  readonly web: Web;
  readonly jwtSecret: Secret;
  readonly originSecret: Secret;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: TendStackProps) {
    super(scope, id, props);
    const settings = props.settings ?? readSettings(this.node);
    // Before anything bundles: a missing build is the most likely mistake and should fail first.
    assertWebBuild(settings.webAssetPath);
    this.data = new Data(this, 'Data', { retainData: settings.retainData });
    this.jwtSecret = this.secret('JwtSecret', 'Signs the access and refresh tokens of Tend', true);
    // CloudFront sends this value to the API, which refuses calls without it (shared/origin-verify.ts). CloudFront's
    // origin reads it as a CloudFormation dynamic reference (the template holds the reference, never the value), resolved
    // only when it changes, so a rotation names the new version (originVerifyVersion, docs/OPERATIONS.md). The functions
    // get the secret's ARN and that version, and read the value from Secrets Manager at cold start: it is in no
    // function's configuration, where whoever may read a function's settings would see it.
    this.originSecret = this.secret('OriginVerify', 'Header value CloudFront sends to the Tend API', true);
    const originVerify = SecretValue.secretsManager(this.originSecret.secretArn, {
      versionId: settings.originVerifyVersion,
    }).unsafeUnwrap();
    const originVerifyEnvironment: Record<string, string> = {
      [ORIGIN_VERIFY_ARN_ENV]: this.originSecret.secretArn,
      ...(settings.originVerifyVersion ? { [ORIGIN_VERIFY_VERSION_ENV]: settings.originVerifyVersion } : {}),
    };
    if (settings.mailFrom === defaultSettings.mailFrom) {
      Annotations.of(this).addWarningV2(
        'tend:mailFrom',
        `No mailFrom context: e-mails would come from ${defaultSettings.mailFrom}, which SES refuses. Deploy with -c mailFrom=<verified address>.`,
      );
    }
    if (settings.createMailIdentity) {
      new EmailIdentity(this, 'MailFrom', { identity: Identity.email(settings.mailFrom) });
    }

    // What functions/platform/config.ts requires of every function (APP_URL follows once the distribution exists).
    // JWT_SECRET_ARN satisfies config(); only the functions that read the secret may (cdk/grants.ts).
    const baseEnvironment = {
      STAGE: 'cloud',
      TABLE_NAME: this.data.table.tableName,
      MAIL_FROM: settings.mailFrom,
      JWT_SECRET_ARN: this.jwtSecret.secretArn,
    };
    let stripeSecret: ISecret | undefined;
    let vapidSecret: ISecret | undefined;
    const resources: Resources = {
      table: this.data.table,
      imagesBucket: this.data.imagesBucket,
      exportsBucket: this.data.exportsBucket,
      jwtSecret: this.jwtSecret,
      mailFrom: settings.mailFrom,
      mailSandboxRecipients: settings.mailSandboxRecipients,
      bedrockModelId: settings.bedrockModelId,
      stripeSecret: () => (stripeSecret ??= this.secret('StripeKeys', 'Stripe keys: JSON {"secretKey","webhookSecret"}', false)),
      vapidPublicKey: settings.vapidPublicKey,
      // Pasted by the operator (docs/DEPLOY.md): the private half of the vapidPublicKey pair, base64url.
      vapidSecret: () => (vapidSecret ??= this.secret('VapidPrivateKey', 'Web Push VAPID private key of Tend (base64url)', false)),
    };
    this.api = new Api(this, 'Api', {
      needs: props.needs ?? functionNeeds,
      resources,
      environment: { ...baseEnvironment, ...originVerifyEnvironment },
    });
    for (const fn of this.api.functions.values()) this.originSecret.grantRead(fn);
    // Not behind API Gateway, so it never checks CloudFront's origin header.
    this.importJob = new ImportJobFunction(this, 'ImportJob', {
      environment: baseEnvironment,
      table: this.data.table,
      exportsBucket: this.data.exportsBucket,
      imagesBucket: this.data.imagesBucket,
    });
    this.importJob.allowStartFrom(this.api.functions.get('imports')!);
    // Not behind API Gateway either: EventBridge invokes it each minute.
    this.scheduler = new SchedulerFunction(this, 'Scheduler', { environment: baseEnvironment, resources });

    this.web = new Web(this, 'Web', {
      apiEndpoint: this.api.httpApi.apiEndpoint,
      originVerify,
      webAclArn: props.webAclArn,
      webAssetPath: settings.webAssetPath,
      logBucket: this.data.logBucket,
      retainData: settings.retainData,
      connectSources: [this.data.exportsOrigin],
    });
    // No cycle: the distribution depends on the API resource only, never on the functions.
    const appUrl = settings.appUrl ?? `https://${this.web.distribution.distributionDomainName}`;
    this.api.addEnvironment('APP_URL', appUrl);
    this.importJob.addEnvironment('APP_URL', appUrl);
    this.scheduler.addEnvironment('APP_URL', appUrl);
    this.scheduler.sender.addEnvironment('APP_URL', appUrl);
    this.data.allowDownloadsFrom(settings.appUrl ? originOf(settings.appUrl) : appUrl);

    this.monitoring = new Monitoring(this, 'Monitoring', {
      figures: opsFigures(
        this.api.httpApi,
        new Map([
          ...this.api.functions,
          ['import-job', this.importJob],
          ['scheduler', this.scheduler],
          ['scheduler-sender', this.scheduler.sender],
        ]),
        this.data.table,
      ),
      alarmEmail: settings.alarmEmail,
      signInLogs: this.api.functions.get('auth')!.logGroup,
      monthlyBudgetUsd: settings.monthlyBudgetUsd,
    });

    this.outputs({
      AppUrl: [appUrl, 'The app: open it in a browser (CloudFront unless appUrl was given)'],
      DistributionUrl: [`https://${this.web.distribution.distributionDomainName}`, 'CloudFront domain of the app'],
      ApiUrl: [this.api.stage.url, 'HTTP API endpoint; browsers use <AppUrl>/api/ instead'],
      TableName: [this.data.table.tableName, 'DynamoDB table (TABLE_NAME for npm run make-staff)'],
      ImagesBucketName: [this.data.imagesBucket.bucketName, 'Private bucket of meal images'],
      ExportsBucketName: [this.data.exportsBucket.bucketName, 'Private bucket of short-lived downloads (large CSV exports)'],
      JwtSecretArn: [this.jwtSecret.secretArn, 'Secrets Manager secret that signs tokens'],
      OriginSecretArn: [this.originSecret.secretArn, 'Secrets Manager secret CloudFront sends to the API (x-origin-verify)'],
      AlarmTopicArn: [this.monitoring.topic.topicArn, 'SNS topic of the alarms (docs/OPERATIONS.md)'],
      DashboardUrl: [
        `https://console.aws.amazon.com/cloudwatch/home?region=${this.region}#dashboards:name=${this.monitoring.dashboard.dashboardName}`,
        'CloudWatch dashboard of the app',
      ],
    });
  }

  private secret(id: string, description: string, generated: boolean): Secret {
    const secret = new Secret(this, id, {
      description,
      generateSecretString: generated ? { passwordLength: 64, excludePunctuation: true } : undefined,
    });
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: generated
        ? 'Rotated by hand (docs/OPERATIONS.md): a new signing key signs every user out, a new origin value must reach CloudFront and the functions in one deploy.'
        : 'Pasted by the operator (Stripe keys from the Stripe dashboard, the VAPID private key with its public key); AWS cannot rotate them.',
    });
    return secret;
  }

  private outputs(values: Record<string, [string, string]>): void {
    for (const [name, [value, description]] of Object.entries(values)) new CfnOutput(this, name, { value, description });
  }
}
