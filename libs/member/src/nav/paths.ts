/** The sections of customer service, each its own address under /cs. */
export const CS_SECTIONS = ['notices', 'develop-notices', 'guides', 'inquiries', 'reports', 'account-change'] as const;
export type CsSection = (typeof CS_SECTIONS)[number];

/** Where the member's own pages live; the routes and every link use these. */
export const MEMBER_PATHS = {
  myPage: '/my',
  messages: '/my/messages',
  /** 회원 탈퇴: the three expire steps (SPEC section 3), linked from my page's settings. */
  expire: '/my/expire',
  cs: '/cs',
} as const;

/** /cs/{section}; notices are /cs itself. */
export const csSectionPath = (section: CsSection) =>
  section === 'notices' ? MEMBER_PATHS.cs : `${MEMBER_PATHS.cs}/${section}`;
