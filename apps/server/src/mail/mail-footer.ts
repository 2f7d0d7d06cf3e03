/** The signature every mail of the service ends with. */
export function mailFooter(appBaseUrl: string): string {
  return [
    '',
    '──────────────────────',
    '素材特許ナビ',
    appBaseUrl,
    '※このメールは送信専用アドレスからお送りしています。ご返信いただいてもお答えできません。',
    `※お問い合わせ：${appBaseUrl}/contact`,
  ].join('\n');
}
