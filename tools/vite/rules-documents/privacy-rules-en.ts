import { EFFECTIVE_FROM_EN, type RulesContext, type RulesText } from './rules-text';

/** The English version of privacy-rules.ts, section for section. */
export const privacyRulesEn = ({ serviceName, companyName, email, phone }: RulesContext): RulesText => ({
  title: 'Privacy policy',
  intro: `${companyName} (the "Company") values the personal information of users of ${serviceName} (the "Service") and processes it as follows, in keeping with the Personal Information Protection Act and other laws.`,
  effectiveFrom: EFFECTIVE_FROM_EN,
  sections: [
    {
      heading: '1. Personal information collected',
      items: [
        'Signup: ID, password, nickname, recommender ID (optional)',
        'Foreign member signup: name, date of birth, gender, country code, mobile number',
        'Social login: the member identifier the provider sends',
        'Identity verification: the result and date of birth the verification agency sends',
        'Using the Service: access logs, IP address, cookies, device information, payment records',
      ],
    },
    {
      heading: '2. Why it is used',
      items: [
        'Identifying members, confirming the wish to sign up, preventing misuse',
        'Providing the Service: watching live broadcasts, chat, paying with and settling virtual currency',
        'Confirming identity for age-restricted content',
        'Answering enquiries and sending notices',
        'Telling members who agreed to marketing about events and offers',
      ],
    },
    {
      heading: '3. How long it is kept',
      paragraphs: [
        'Personal information is destroyed without delay when a member leaves, except the following, kept for the periods the law sets.',
      ],
      items: [
        'Records of contracts, withdrawals of purchase, payments and supply of goods: 5 years (E-Commerce Act)',
        'Records of consumer complaints and disputes: 3 years (E-Commerce Act)',
        'Access logs: 3 months (Protection of Communications Secrets Act)',
      ],
    },
    {
      heading: '4. Provision to third parties and outsourcing',
      paragraphs: [
        "The Company does not give personal information to third parties without the user's consent. Work needed to provide the Service, such as payment processing, identity verification and text messages, may be outsourced to specialists; the contractors and their work are then published in this policy.",
      ],
    },
    {
      heading: '5. Cookies',
      paragraphs: [
        'The Company uses cookies to keep members signed in, remember the language setting and tell devices apart. Users may refuse cookies in their browser settings, but then cannot use services that need signing in.',
      ],
    },
    {
      heading: "6. Users' rights",
      paragraphs: [
        'Users may view or correct their personal information at any time, and may ask for its processing to stop by leaving. Legal guardians of children under 14 have the same rights.',
      ],
    },
    {
      heading: '7. Security measures',
      paragraphs: [
        'The Company stores passwords encrypted so that they cannot be recovered, keeps access to personal information to a minimum, and encrypts data in transit.',
      ],
    },
    {
      heading: '8. Privacy officer',
      paragraphs: [`For enquiries and complaints about personal information, please contact the privacy officer (email ${email}, phone ${phone}).`],
    },
  ],
});
