/**
 * Every user-facing Japanese string of the browser plumbing (API errors, notification bar, upgrade modal).
 * Kept in one object so wording is reviewed in one place and tests can assert on the exact text.
 */
export const MESSAGES = {
  // Error catalogue (docs/spec/error-catalogue.md)
  unexpectedError: '予期しないエラーが発生しました',
  invalidAccess: '不正なアクセスです',
  companyEmailRequired:
    '会社のメールアドレスを入力してください。Gmail や Yahoo!メールなどのフリーメールはご利用いただけません',
  urlExpired: 'URL の有効期限が切れています。もう一度登録してください',
  currentPasswordWrong: '現在のパスワードが正しくありません',
  authError: '認証エラーが発生しました',
  reLogin: '認証情報が正しくありません。再度ログインしてください',
  noPermission: 'この操作を行う権限がありません',
  /**
   * English on purpose: the error screen matches on 'Page not found' and shows 'ページが見つかりません'
   * as its heading (docs/spec/routes-and-navigation.md), so this text itself never reaches the user.
   */
  pageNotFound: 'Page not found',
  userAlreadyExists: 'このユーザーは既に登録されています',
  duplicated: 'データが重複しています',
  systemError: 'システムエラーが発生しました',

  // Success messages (docs/spec/error-catalogue.md)
  profileUpdated: 'プロフィールを更新しました',
  passwordReset: 'パスワードを再設定しました',
  passwordChanged: 'パスワードを変更しました',

  /** "Status message" fallback of docs/spec/error-catalogue.md for a 4xx answer without a detail. */
  httpStatus: {
    400: 'リクエストの内容に誤りがあります',
    401: '認証が必要です。ログインしてください',
    402: 'ご利用のプランではこの操作を行えません',
    403: 'この操作を行う権限がありません',
    404: 'お探しのデータが見つかりません',
    405: 'この操作は許可されていません',
    408: 'リクエストがタイムアウトしました。時間をおいて再度お試しください',
    409: 'データが重複しています',
    410: 'このデータは削除されました',
    413: '送信するデータが大きすぎます',
    415: 'この形式のデータは受け付けられません',
    422: '入力内容に誤りがあります',
    429: 'リクエストが集中しています。しばらく時間をおいて再度お試しください',
    500: 'システムエラーが発生しました',
    502: 'サーバーに接続できませんでした。しばらく時間をおいて再度お試しください',
    503: 'ただいまサービスを利用できません。しばらく時間をおいて再度お試しください',
    504: 'サーバーの応答がタイムアウトしました。しばらく時間をおいて再度お試しください',
  } as Readonly<Record<number, string>>,

  // Notification bar
  undo: '元に戻す',
  close: '閉じる',

  // Upgrade modal
  upgradeTitle: 'スタンダードプランの機能です',
  upgradeIntro:
    'この機能はスタンダードプランでご利用いただけます。スタンダードプランでは次の機能が使えます。',
  upgradeFeatures: [
    '検索結果のすべてのページの閲覧と、任意の項目での並べ替え',
    '物性値の範囲指定や、製品・素材・特許を横断した検索',
    '製品探索（順解析・逆解析）',
    '大量実施例特許の分析',
    '検索結果や可視化データのエクスポート',
  ],
  upgradeHowTo:
    'プランの変更は運営担当者が承ります。お問い合わせフォームからお申し込みください。内容を確認のうえ、担当者よりご連絡いたします。',
  upgradeApply: 'お問い合わせフォームで申し込む',
  /** For a signed-in user: the request form of my page instead of the contact form. */
  upgradeHowToSignedIn:
    '会社名・利用人数・請求先をご入力いただくと、運営担当者が確認のうえ切り替えます。承認されると、すぐにご利用いただけます。',
  upgradeApplySignedIn: 'スタンダードプランを申し込む',
} as const;

/** The status text for a status code, if there is one. */
export function statusMessage(status: number): string | undefined {
  return MESSAGES.httpStatus[status];
}
