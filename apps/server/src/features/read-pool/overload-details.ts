/**
 * The Japanese `detail` of every answer that protects the server from overload (issue 16). The browser's
 * error catalogue shows a detail as it stands (docs/spec/error-catalogue.md "other detail").
 */
export const OVERLOAD_DETAILS = {
  /** 503: a read ran out of its time budget (READ_TIMEOUT_MS). */
  readTimedOut:
    '処理に時間がかかりすぎたため中断しました。検索条件を絞り込むか、しばらくしてから再度お試しください',
  /** 503: too many reads waiting for a read thread. */
  serverBusy: 'ただいまアクセスが集中しています。しばらくしてから再度お試しください',
  /** 429: this client's share of a costly call is used up for now. */
  tooManyRequests: 'リクエストが集中しています。しばらく時間をおいて再度お試しください',
} as const;
