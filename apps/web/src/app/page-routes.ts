import type { ComponentType } from 'react';
import { paths } from '../config/paths';
import type { RouteHandle } from '../lib/route-handle';

/**
 * Every page of docs/spec/routes-and-navigation.md: its URL (from config/paths.ts), its handle (title, auth guard, transition,
 * layout) and its lazily imported route module (app/routes/<feature>/<page>.tsx exporting `Component`).
 *
 * To add a page: add its path to config/paths.ts, write the feature component and a route module, and
 * add one line here. Handles stay in this table (never in the lazy module) because the navigation rules
 * read them before the page's code is loaded.
 */
export type RouteModule = { Component: ComponentType };
export type PageRoute = { path: string; handle: RouteHandle; load: () => Promise<RouteModule> };

const DETAIL = { auth: true, transition: false } as const;

export const PAGE_ROUTES: readonly PageRoute[] = [
  {
    path: paths.home.path,
    handle: { title: '特許・素材・製品の横断検索' },
    load: () => import('./routes/home/home'),
  },

  { path: paths.login.path, handle: { title: 'ログイン' }, load: () => import('./routes/auth/login') },
  { path: paths.signup.path, handle: { title: '無料会員登録' }, load: () => import('./routes/auth/signup') },
  {
    path: paths.signupVerify.path,
    handle: { title: '確認メールの送信' },
    load: () => import('./routes/auth/signup-verify'),
  },
  {
    path: paths.signupConfirmRegister.path,
    handle: { title: '本登録の完了' },
    load: () => import('./routes/auth/signup-confirm-register'),
  },
  {
    path: paths.reissuePassword.path,
    handle: { title: 'パスワードの再発行' },
    load: () => import('./routes/auth/reissue-password'),
  },
  {
    path: paths.resetPassword.path,
    handle: { title: 'パスワードの再設定' },
    load: () => import('./routes/auth/reset-password'),
  },
  {
    path: paths.resetPasswordConfirm.path,
    handle: { title: 'パスワード再設定の完了' },
    load: () => import('./routes/auth/reset-password-confirm'),
  },

  {
    path: paths.contact.path,
    handle: { title: 'お問い合わせ' },
    load: () => import('./routes/contact/contact'),
  },
  {
    path: paths.contactConfirm.path,
    handle: { title: 'お問い合わせの受付' },
    load: () => import('./routes/contact/contact-confirm'),
  },
  {
    path: paths.maintenance.path,
    handle: { title: 'メンテナンス中', layout: false, transition: false },
    load: () => import('./routes/shell/maintenance'),
  },
  {
    path: paths.tutorial.path,
    handle: { title: 'チュートリアル' },
    load: () => import('./routes/tutorial/tutorial'),
  },
  { path: paths.terms.path, handle: { title: '利用規約' }, load: () => import('./routes/legal/terms') },
  {
    path: paths.privacy.path,
    handle: { title: '個人情報の取り扱い' },
    load: () => import('./routes/legal/privacy'),
  },

  {
    path: paths.materials.path,
    handle: { title: '素材検索' },
    load: () => import('./routes/catalogue/materials'),
  },
  {
    path: paths.material.path,
    handle: { title: '素材詳細', ...DETAIL },
    load: () => import('./routes/catalogue/material-detail'),
  },
  {
    path: paths.products.path,
    handle: { title: '製品検索' },
    load: () => import('./routes/catalogue/products'),
  },
  {
    path: paths.product.path,
    handle: { title: '製品詳細', ...DETAIL },
    load: () => import('./routes/catalogue/product-detail'),
  },
  {
    path: paths.patents.path,
    handle: { title: '特許検索' },
    load: () => import('./routes/catalogue/patents'),
  },
  {
    path: paths.patent.path,
    handle: { title: '特許詳細', ...DETAIL },
    load: () => import('./routes/catalogue/patent-detail'),
  },
  {
    path: paths.patentExample.path,
    handle: { title: '実施例詳細', ...DETAIL },
    load: () => import('./routes/catalogue/example-detail'),
  },
  {
    path: paths.examples.path,
    handle: { title: '実施例検索' },
    load: () => import('./routes/catalogue/examples'),
  },
  {
    path: paths.analyzedPatents.path,
    handle: { title: '大量実施例特許の分析', ...DETAIL },
    load: () => import('./routes/catalogue/analyzed-patents'),
  },

  {
    path: paths.exploreProducts.path,
    handle: { title: '製品探索' },
    load: () => import('./routes/explore/explore-list'),
  },
  {
    path: paths.exploreNew.path,
    handle: { title: '順解析による製品探索', auth: true },
    load: () => import('./routes/explore/explore-new'),
  },
  {
    path: paths.exploreNewInverse.path,
    handle: { title: '逆解析による製品探索', auth: true },
    load: () => import('./routes/explore/explore-new-inverse'),
  },
  {
    path: paths.exploreForward.path,
    handle: { title: '順解析の結果', ...DETAIL },
    load: () => import('./routes/explore/explore-forward-result'),
  },
  {
    path: paths.exploreInverse.path,
    handle: { title: '逆解析の結果', ...DETAIL },
    load: () => import('./routes/explore/explore-inverse-result'),
  },

  {
    path: paths.productRecommend.path,
    handle: { title: '製品レコメンド', auth: true },
    load: () => import('./routes/recommend/recommend'),
  },
  {
    path: paths.productRecommendResult.path,
    handle: { title: '製品レコメンドの結果', ...DETAIL },
    load: () => import('./routes/recommend/recommend-result'),
  },

  {
    path: paths.visualizedExamples.path,
    handle: { title: '実施例の可視化', transition: false },
    load: () => import('./routes/visualize/visualized-examples'),
  },
  {
    path: paths.visualizedPatents.path,
    handle: { title: '特許の可視化', transition: false },
    load: () => import('./routes/visualize/visualized-patents'),
  },

  {
    path: paths.alertsUnsubscribe.path,
    handle: { title: '新着のお知らせの配信停止' },
    load: () => import('./routes/alerts/unsubscribe'),
  },
  {
    path: paths.mypage.path,
    handle: { title: 'マイページ', auth: true },
    load: () => import('./routes/mypage/mypage'),
  },
  {
    path: paths.mypageProfile.path,
    handle: { title: 'プロフィール', auth: true },
    load: () => import('./routes/mypage/profile'),
  },
  {
    path: paths.mypageBookmarks.path,
    handle: { title: 'ブックマーク', auth: true },
    load: () => import('./routes/mypage/bookmarks'),
  },
  {
    path: paths.mypageChangePassword.path,
    handle: { title: 'パスワードの変更', auth: true },
    load: () => import('./routes/mypage/change-password'),
  },
  {
    path: paths.mypageChangePasswordConfirm.path,
    handle: { title: 'パスワード変更の完了', auth: true },
    load: () => import('./routes/mypage/change-password-confirm'),
  },
  {
    path: paths.mypagePlanRequest.path,
    handle: { title: 'スタンダードプランのお申し込み', auth: true },
    load: () => import('./routes/mypage/plan-request'),
  },
  // Not marked auth: a visitor gets the 404 screen (the route's loader), not a login prompt.
  { path: paths.admin.path, handle: { title: '管理画面' }, load: () => import('./routes/admin/admin') },
];

/** The catch-all: unmatched paths get the 404 of navigation rule 1 (route-rule sources excepted). */
export const NOT_FOUND_HANDLE: RouteHandle = { title: 'ページが見つかりません', notFound: true };
