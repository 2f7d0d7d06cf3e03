import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@app/contract/accounts';
import type {
  AdminAuditList,
  AdminContactMessage,
  AdminUserDetail,
  AdminUserList,
} from '@app/contract/admin';
import { API_PATHS } from '@app/contract/api-paths';
import type { AdminPlanRequest, PlanRequest } from '@app/contract/plan-requests';
import { AUTH_ERROR_DETAILS } from '../../auth/auth-user.js';
import {
  bearer,
  createAccountsTestApp,
  createActiveUser,
  latestMailTo,
  login,
  solveBotCheck,
  type AccountsTestApp,
} from '../../test/accounts-test-app.js';
import { concreteUrl } from '../../test/hardening/hardening-app.js';
import { createOperator, makeOperator, type TestOperator } from '../../test/operator-test-support.js';

const OPERATOR_EMAIL = 'ops@navi-operator.co.jp';
const FORM = {
  companyName: '株式会社アクメ化学',
  seats: 5,
  billingName: '経理 次郎',
  billingEmail: 'billing@acme-chem.co.jp',
  message: '研究開発部で5名利用します。',
};

let t: AccountsTestApp;
let operator: TestOperator;
beforeAll(async () => {
  t = await createAccountsTestApp({ env: { OPERATOR_EMAIL } });
  operator = await createOperator(t);
});
afterAll(() => t.close());

const call = (
  method: InjectOptions['method'],
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('standard-plan requests and their decision in the console', () => {
  it('stores a request, mails the operator and the user, and approval gives standard on the next request', async () => {
    const user = await createActiveUser(t);
    const headers = bearer(user.session.accessToken);
    const created = await call('POST', API_PATHS.planRequests.build(), headers, FORM);
    expect(created.statusCode).toBe(201);
    const request = created.json<PlanRequest>();
    expect(request).toMatchObject({ status: 'pending', seats: 5, companyName: FORM.companyName });
    expect((await call('POST', API_PATHS.planRequests.build(), headers, FORM)).statusCode).toBe(409);

    const toOperator = await latestMailTo(t, OPERATOR_EMAIL);
    expect(toOperator.subject).toContain('スタンダードプランのお申し込み');
    expect(toOperator.text).toContain(user.email);
    expect(toOperator.replyTo).toBe(FORM.billingEmail);
    expect((await latestMailTo(t, user.email)).subject).toContain('申請中');

    const pending = await call(
      'GET',
      `${API_PATHS.adminPlanRequests.build()}?status=pending`,
      operator.headers,
    );
    expect(pending.json<{ items: AdminPlanRequest[] }>().items.map((item) => item.user.email)).toContain(
      user.email,
    );

    const approved = await call(
      'POST',
      API_PATHS.adminPlanRequestDecision.build({ id: request.id }),
      operator.headers,
      {
        decision: 'approve',
        note: 'ご利用ありがとうございます。',
      },
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json<PlanRequest>()).toMatchObject({
      status: 'approved',
      decisionNote: 'ご利用ありがとうございます。',
    });
    // The same access token: the plan is read per request.
    const me = await call('GET', API_PATHS.me.build(), headers);
    expect(me.json<{ typeCode: string }>().typeCode).toBe('standard');
    const mine = await call('GET', API_PATHS.planRequests.build(), headers);
    expect(mine.json<{ items: PlanRequest[] }>().items[0]?.status).toBe('approved');
    const mail = await latestMailTo(t, user.email);
    expect(mail.subject).toContain('承認');
    expect(mail.text).toContain('ご利用ありがとうございます。');

    // Decided once only; a standard user has nothing to request.
    const again = await call(
      'POST',
      API_PATHS.adminPlanRequestDecision.build({ id: request.id }),
      operator.headers,
      {
        decision: 'reject',
      },
    );
    expect(again.statusCode).toBe(409);
    expect((await call('POST', API_PATHS.planRequests.build(), headers, FORM)).statusCode).toBe(409);

    const audit = await call(
      'GET',
      `${API_PATHS.adminAuditEvents.build()}?kind=plan.changed&email=${user.email}`,
      operator.headers,
    );
    const [event] = audit.json<AdminAuditList>().items;
    expect(event).toMatchObject({
      kind: 'plan.changed',
      user: { email: user.email },
      operator: { email: operator.email },
      data: { from: 'free', to: 'standard', by: 'plan-request' },
    });
  });

  it('rejects with a note and keeps the free plan', async () => {
    const user = await createActiveUser(t);
    const headers = bearer(user.session.accessToken);
    const request = (await call('POST', API_PATHS.planRequests.build(), headers, FORM)).json<PlanRequest>();
    const rejected = await call(
      'POST',
      API_PATHS.adminPlanRequestDecision.build({ id: request.id }),
      operator.headers,
      {
        decision: 'reject',
        note: 'ご請求先を確認できませんでした。',
      },
    );
    expect(rejected.json<PlanRequest>().status).toBe('rejected');
    expect((await call('GET', API_PATHS.me.build(), headers)).json<{ typeCode: string }>().typeCode).toBe(
      'free',
    );
    expect((await latestMailTo(t, user.email)).subject).toContain('却下');
  });

  it('answers 422 in Japanese for a bad form', async () => {
    const user = await createActiveUser(t);
    const response = await call('POST', API_PATHS.planRequests.build(), bearer(user.session.accessToken), {
      ...FORM,
      seats: 0,
      billingEmail: 'not-mail',
    });
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json())).toContain('利用人数は1人以上');
  });
});

describe('users in the console', () => {
  it('searches, changes the plan, disables and enables, revokes sessions — each audited with the operator', async () => {
    const user = await createActiveUser(t, { companyName: '東邦樹脂工業株式会社' });
    const list = await call(
      'GET',
      `${API_PATHS.adminUsers.build()}?q=${encodeURIComponent('東邦樹脂')}`,
      operator.headers,
    );
    const found = list.json<AdminUserList>();
    expect(found.items.map((item) => item.email)).toEqual([user.email]);
    const id = found.items[0]!.id;

    const plan = await call('PUT', API_PATHS.adminUserPlan.build({ id }), operator.headers, {
      typeCode: 'standard',
    });
    expect(plan.json<AdminUserDetail>().typeCode).toBe('standard');

    const disabled = await call('PUT', API_PATHS.adminUserStatus.build({ id }), operator.headers, {
      disabled: true,
    });
    expect(disabled.json<AdminUserDetail>()).toMatchObject({ disabled: true, activeSessions: 0 });
    expect((await call('GET', API_PATHS.me.build(), bearer(user.session.accessToken))).statusCode).toBe(401);
    const refused = await login(t, user.email, user.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Account disabled' });

    await call('PUT', API_PATHS.adminUserStatus.build({ id }), operator.headers, { disabled: false });
    const session = (await login(t, user.email, user.password)).json<SessionResponse>();
    expect(
      (await call('POST', API_PATHS.adminUserSessionsRevoke.build({ id }), operator.headers)).statusCode,
    ).toBe(204);
    expect((await call('GET', API_PATHS.me.build(), bearer(session.accessToken))).statusCode).toBe(401);

    // Not on yourself: the console cannot lock out the operator using it.
    const self = await call('PUT', API_PATHS.adminUserStatus.build({ id: operator.id }), operator.headers, {
      disabled: true,
    });
    expect(self.statusCode).toBe(409);

    const audit = await call(
      'GET',
      `${API_PATHS.adminAuditEvents.build()}?email=${encodeURIComponent(user.email)}`,
      operator.headers,
    );
    const kinds = audit
      .json<AdminAuditList>()
      .items.filter((item) => item.operator?.email === operator.email);
    expect(kinds.map((item) => item.kind)).toEqual([
      'admin.sessions_revoked',
      'admin.user_enabled',
      'admin.user_disabled',
      'plan.changed',
    ]);
    expect(
      (await call('GET', `${API_PATHS.adminUser.build({ id: 999_999 })}`, operator.headers)).statusCode,
    ).toBe(404);
  });

  it('refuses every console route to an operator whose session has no second factor, and to users', async () => {
    const plain = await createActiveUser(t);
    const withoutFactor = await createActiveUser(t);
    await makeOperator(t, withoutFactor.email);
    const consoleRoutes = t.app.routeInventory.filter((route) => route.options.config?.access?.operator);
    expect(consoleRoutes.length).toBeGreaterThanOrEqual(7);
    for (const route of consoleRoutes) {
      const url = concreteUrl(route, { admin: String(operator.id) })!;
      const method = route.method as InjectOptions['method'];
      const asUser = await call(method, url, bearer(plain.session.accessToken));
      expect([route.url, asUser.statusCode, asUser.json()]).toEqual([
        route.url,
        403,
        { detail: AUTH_ERROR_DETAILS.operatorRequired },
      ]);
      const asOperator = await call(method, url, bearer(withoutFactor.session.accessToken));
      expect([route.url, asOperator.statusCode, asOperator.json()]).toEqual([
        route.url,
        403,
        { detail: AUTH_ERROR_DETAILS.secondFactorRequired },
      ]);
    }
  });

  it('switches maintenance mode for every server (the public configuration), audited', async () => {
    const on = await call('PUT', API_PATHS.adminMaintenance.build(), operator.headers, {
      maintenanceMode: true,
    });
    expect(on.json()).toEqual({ maintenanceMode: true, source: 'database' });
    const config = await t.app.inject({ method: 'GET', url: API_PATHS.publicConfig.build() });
    expect(config.json<{ maintenanceMode: boolean }>().maintenanceMode).toBe(true);
    await call('PUT', API_PATHS.adminMaintenance.build(), operator.headers, { maintenanceMode: false });
    const off = await call('GET', API_PATHS.adminMaintenance.build(), operator.headers);
    expect(off.json()).toEqual({ maintenanceMode: false, source: 'database' });
    const audit = await call(
      'GET',
      `${API_PATHS.adminAuditEvents.build()}?kind=admin.maintenance`,
      operator.headers,
    );
    expect(audit.json<AdminAuditList>().items.map((item) => item.data)).toEqual([
      { from: true, to: false },
      { from: false, to: true },
    ]);
  });

  it('lists contact messages, replies by mail quoting the message, and tracks the status', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: API_PATHS.contact.build(),
      payload: {
        name: '問合 太郎',
        email: 'asker@acme-chem.co.jp',
        companyName: '株式会社アクメ化学',
        subject: '請求書について',
        message: '請求書の宛名を変更できますか。',
        recaptchaToken: await solveBotCheck(t.app),
      },
    });
    expect(sent.statusCode).toBe(201);
    const inbox = await call('GET', `${API_PATHS.adminContactMessages.build()}?status=new`, operator.headers);
    const message = inbox
      .json<{ items: AdminContactMessage[] }>()
      .items.find((item) => item.email === 'asker@acme-chem.co.jp')!;
    expect(message).toMatchObject({ status: 'new', subject: '請求書について', repliedAt: null });

    const replied = await call(
      'POST',
      API_PATHS.adminContactReply.build({ id: message.id }),
      operator.headers,
      {
        body: '変更できます。新しい宛名をお知らせください。',
      },
    );
    expect(replied.json<AdminContactMessage>()).toMatchObject({ status: 'in_progress' });
    const mail = await latestMailTo(t, 'asker@acme-chem.co.jp');
    expect(mail.subject).toBe('【素材特許ナビ】Re: 請求書について');
    expect(mail.text).toContain('変更できます。');
    expect(mail.text).toContain('> 請求書の宛名を変更できますか。');
    expect(mail.replyTo).toBe(OPERATOR_EMAIL);

    const closed = await call(
      'PUT',
      API_PATHS.adminContactStatus.build({ id: message.id }),
      operator.headers,
      {
        status: 'done',
      },
    );
    expect(closed.json<AdminContactMessage>().status).toBe('done');
    const empty = await call(
      'POST',
      API_PATHS.adminContactReply.build({ id: message.id }),
      operator.headers,
      {
        body: ' ',
      },
    );
    expect(empty.statusCode).toBe(422);
    const audit = await call(
      'GET',
      `${API_PATHS.adminAuditEvents.build()}?email=${encodeURIComponent(operator.email)}`,
      operator.headers,
    );
    expect(
      audit
        .json<AdminAuditList>()
        .items.slice(0, 2)
        .map((item) => item.kind),
    ).toEqual(['admin.contact_status', 'admin.contact_replied']);
  });
});
