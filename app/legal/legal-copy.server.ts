import { storageKey as scrollStorageKey } from '@tanstack/router-core'
import { company, type Locale, legal, localeCookie, quoteProvider } from '../../app.config.ts'
import { formatLongDate, formatNumber } from '../i18n/format'
import { pluralForm } from '../i18n/plural'
import { type MessageKey, translator } from '../i18n/translator.server'
import { type LegalBlock, parseLegalText } from './legal-text'

export const legalPages = {
  notice: ['owner', 'purpose', 'use', 'ip', 'links', 'liability', 'law'],
  privacy: [
    'controller',
    'data',
    'purposes',
    'measurement',
    'recipients',
    'transfers',
    'retention',
    'rights',
    'security',
    'minors',
    'changes',
  ],
  cookies: ['what', 'list', 'nothing', 'third', 'basis', 'manage'],
} as const

export type LegalPageKey = keyof typeof legalPages

export type CookieTable = {
  caption: string
  columns: { name: string; owner: string; purpose: string; type: string; duration: string }
  rows: { name: string; owner: string; purpose: string; type: string; duration: string }[]
}

export type LegalCopy = {
  page: LegalPageKey
  seoTitle: string
  seoDescription: string
  title: string
  intro: string
  updated: string
  tocLabel: string
  sections: { id: string; title: string; blocks: LegalBlock[]; cookieTable?: CookieTable }[]
}

/** How long the language cookie lives, in days (the cookie table's duration, in the right plural). */
const cookieDays = Math.round(localeCookie.maxAgeSeconds / 86_400)

/** The company facts every legal message may name (app.config.ts, SAMPLE until launch). */
function legalInputs(): Record<string, string> {
  const { madrid } = company.offices
  return {
    company: company.name,
    legalName: company.legalName,
    taxId: company.taxId,
    registry: company.registry,
    rea: company.rea,
    address: `${madrid.street}, ${madrid.postalCode} ${madrid.city}`,
    phone: company.phone.display,
    email: company.email.general,
    privacyEmail: company.email.privacy,
    domain: company.domain,
    provider: quoteProvider.label,
    providerEntity: quoteProvider.entity,
    providerPolicy: quoteProvider.privacyPolicy,
    host: legal.processors.host.name,
    hostEntity: legal.processors.host.entity,
    blogEntity: legal.processors.blogDatabase.entity,
  }
}

/** One legal page in one language, with the company's facts filled in (sent as loader data). */
export function legalCopy(page: LegalPageKey, locale: Locale): LegalCopy {
  const tr = translator(locale)
  const inputs = legalInputs()
  const t = (key: string) => tr(`legal_${page}_${key}` as MessageKey, inputs)
  const updated = formatLongDate(legal.updated, locale)
  return {
    page,
    seoTitle: t('seo_title'),
    seoDescription: t('seo_description'),
    title: t('title'),
    intro: t('intro'),
    updated: tr('legal_updated', { date: updated }),
    tocLabel: tr('legal_toc_label'),
    sections: legalPages[page].map((id) => ({
      id,
      title: t(`${id}_title`),
      blocks: parseLegalText(t(`${id}_body`)),
      ...(page === 'cookies' && id === 'list' ? { cookieTable: cookieTable(tr, inputs, locale) } : {}),
    })),
  }
}

/**
 * Everything the site stores in the browser: the language cookie, after the visitor picks one,
 * and the scroll positions the router keeps for Back, written when the visitor leaves a page.
 */
function cookieTable(tr: ReturnType<typeof translator>, inputs: Record<string, string>, locale: Locale): CookieTable {
  return {
    caption: tr('legal_cookies_table_caption', inputs),
    columns: {
      name: tr('legal_cookies_col_name'),
      owner: tr('legal_cookies_col_owner'),
      purpose: tr('legal_cookies_col_purpose'),
      type: tr('legal_cookies_col_type'),
      duration: tr('legal_cookies_col_duration'),
    },
    rows: [
      {
        name: localeCookie.name,
        owner: company.name,
        purpose: tr('legal_cookies_locale_purpose'),
        type: tr('legal_cookies_locale_type'),
        duration: tr(`legal_cookies_locale_duration_${pluralForm(locale, cookieDays)}`, {
          days: formatNumber(cookieDays, locale),
        }),
      },
      {
        // The router's scroll restoration, written to this tab's session storage on leaving a page.
        name: scrollStorageKey,
        owner: company.name,
        purpose: tr('legal_cookies_scroll_purpose'),
        type: tr('legal_cookies_scroll_type'),
        duration: tr('legal_cookies_scroll_duration'),
      },
    ],
  }
}
