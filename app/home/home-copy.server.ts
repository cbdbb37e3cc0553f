import { company, financingExample, type Locale } from '../../app.config.ts'
import { estimateBudget } from '../calculator/estimate'
import { referenceCase, roundedFromEuros } from '../calculator/reference-case'
import { inputFromSearch } from '../calculator/search'
import { formatEuros } from '../i18n/format'
import { translator } from '../i18n/translator.server'
import { type FaqItem, faqWithFallback } from './faq'
import { representativeExample, representativeExampleInputs } from './financing-example'

/** Everything the home page says, in one language (sent as loader data, see translator). */
export function homeCopy(locale: Locale) {
  const t = translator(locale)
  const pairs = <K extends string>(prefix: string, keys: readonly K[]) =>
    keys.map((key) => ({ key, title: t(`${prefix}_${key}_title` as never), text: t(`${prefix}_${key}_text` as never) }))

  const financingInputs = representativeExampleInputs(
    representativeExample(financingExample),
    financingExample.lender,
    locale,
  )
  return {
    hero: {
      badge: t('hero_badge'),
      title: [t('hero_title_1'), t('hero_title_2'), t('hero_title_3')] as const,
      description: t('hero_description'),
      ctaCalculator: t('hero_cta_calculator'),
      ctaVisit: t('hero_cta_visit'),
      // SPEC §2.4's three pills, each a figure over its label; every qualifier is in the label
      // («financiación máxima»), so the three numbers share one baseline (design round 12).
      stats: [
        { figure: t('hero_stat_projects_figure'), label: t('hero_stat_projects') },
        { figure: t('hero_stat_warranty_figure'), label: t('hero_stat_warranty') },
        { figure: t('hero_stat_financing_figure'), label: t('hero_stat_financing_max') },
      ],
      imageAlt: t('hero_image_alt'),
      captionTitle: t('hero_caption_title'),
      // «desde 45.000 €»: the calculator's low end for the case, rounded as every «desde» is.
      captionPrice: t('hero_caption_price', {
        price: formatEuros(roundedFromEuros(estimateBudget(inputFromSearch(referenceCase)).min), locale),
      }),
      captionNote: t('hero_caption_note'),
      captionLink: t('hero_caption_link'),
      partnersLabel: t('hero_partners_label'),
      before: t('common_before'),
      after: t('common_after'),
    },
    trust: {
      label: t('trust_label'),
      // SPEC §2.4's six: the warranty and the financing are two of the hero's figures; the strip
      // says the other four, so the proof band says each claim once (design round 12).
      items: [t('trust_fixed_price'), t('trust_quote_24h'), t('trust_no_commitment'), t('trust_free_consultation')],
    },
    // Design round 15: a label only where it says what the heading does not (the tool, the work,
    // the audience): the calculator, the projects and the international band. The other sections
    // open straight on their h2 (their labels repeated the heading or a nav item).
    why: {
      title: t('why_title'),
      subtitle: t('why_subtitle'),
      advantages: pairs('why_adv', ['price', 'manager', 'permits', 'deadline'] as const),
      imageAlt: t('why_image_alt'),
    },
    calculator: {
      title: t('calculator_title'),
      subtitle: t('calculator_subtitle'),
      formLabel: t('calc_form_label'),
      m2Label: t('calc_m2_label'),
      unitArea: t('calc_unit_area'),
      typeLabel: t('calc_type_label'),
      types: {
        basic: { label: t('calc_type_basic'), hint: t('calc_type_basic_hint') },
        standard: { label: t('calc_type_standard'), hint: t('calc_type_standard_hint') },
        premium: { label: t('calc_type_premium'), hint: t('calc_type_premium_hint') },
      },
      roomsLabel: t('calc_rooms_label'),
      bathsLabel: t('calc_baths_label'),
      kitchenLabel: t('calc_kitchen_label'),
      submit: t('calc_submit'),
      resultTitle: t('calc_result_title'),
      // Templates: the page fills the figures in as the visitor changes the inputs.
      resultRange: t('calc_result_range', { min: '{min}', max: '{max}' }),
      vat: t('calc_result_vat'),
      breakdownTitle: t('calc_breakdown_title'),
      lineReform: t('calc_line_reform', { type: '{type}', m2: '{m2}', rate: '{rate}' }),
      lineKitchen: t('calc_line_kitchen'),
      lineBathrooms: t('calc_line_bathrooms', { count: '{count}', price: '{price}' }),
      lineRange: t('calc_line_range'),
      kitchenYes: t('calc_summary_kitchen_yes'),
      kitchenNo: t('calc_summary_kitchen_no'),
      cta: t('calc_cta'),
      copyLink: t('calc_copy_link'),
      linkCopied: t('calc_link_copied'),
      copyFailed: t('calc_copy_failed'),
      promptTitle: t('calc_prompt_title'),
      promptText: t('calc_prompt_text'),
    },
    turnkey: {
      title: t('turnkey_title'),
      subtitle: t('turnkey_subtitle'),
      // What the owner no longer does; the six steps below say what happens when.
      benefits: pairs('turnkey_benefit', ['contract', 'materials', 'community', 'waste'] as const),
      cta: t('turnkey_cta'),
      imageAlt: t('turnkey_image_alt'),
    },
    international: {
      title: t('intl_title'),
      subtitle: t('intl_subtitle'),
      features: pairs('intl', ['manager', 'legal', 'remote', 'docs', 'financing'] as const),
      cta: t('intl_cta'),
    },
    process: {
      title: t('process_title'),
      steps: ([1, 2, 3, 4, 5, 6] as const).map((n) => ({
        // «Paso 2 de 6», the step's own label over its title (design round 20).
        label: t('process_step_of', { number: String(n), total: '6' }),
        // «Siguiente: Diseño y presupuesto», the plate's way on; from the last, back to the first.
        next:
          n < 6
            ? t('process_next_step', { title: t(`process_step_${(n + 1) as 2 | 3 | 4 | 5 | 6}_title`) })
            : t('process_first_step'),
        title: t(`process_step_${n}_title`),
        // The tab's one-word name (design round 22: whole titles wrapped to one, two and three lines).
        tab: t(`process_step_${n}_tab`),
        text: t(`process_step_${n}_text`),
        // Each step is told with its phase's picture (issue 22: one story, not three).
        imageAlt: t(`turnkey_phase_${n}_alt`),
      })),
    },
    financing: {
      title: t('financing_title'),
      subtitle: t('financing_subtitle'),
      features: pairs('financing_feat', ['amount', 'term', 'fast', 'no_fees'] as const),
      cta: t('financing_cta'),
      // The section's hero: one worked example, its figures computed from the config (as below).
      example: {
        label: t('financing_example_label', financingInputs),
        monthly: financingInputs.monthly,
        perMonth: t('financing_example_per_month', financingInputs),
        rates: t('financing_example_rates', financingInputs),
      },
      // The representative example consumer-credit advertising requires, computed from the config.
      disclaimer: t('financing_example', financingInputs),
    },
    cases: {
      title: t('cases_title'),
      subtitle: t('cases_subtitle'),
      carouselLabel: t('cases_carousel_label'),
      projects: ([1, 2, 3, 4] as const).map((n) => ({
        title: t(`cases_project_${n}_title`),
        text: t(`cases_project_${n}_text`),
      })),
      beforeAfterTitle: t('cases_before_after_title'),
      beforeAfter: [t('cases_ba_1_title'), t('cases_ba_2_title')],
      // Each pair's caption as strong as a project card's (round 15): its title with the m², then
      // one line, the same project's line as on its service page's gallery.
      beforeAfterCaptions: [
        { title: t('cases_ba_1_heading'), text: t('svc_kitchen_gallery_1_text') },
        { title: t('cases_ba_2_heading'), text: t('svc_bathroom_gallery_1_text') },
      ],
      video: { title: t('cases_video_title'), text: t('cases_video_text'), button: t('cases_video_button') },
      testimonialsTitle: t('cases_testimonials_title'),
      testimonials: ([1, 2, 3] as const).map((n) => ({
        quote: t(`cases_testimonial_${n}`),
        author: t(`cases_testimonial_${n}_author`),
        location: t(`cases_testimonial_${n}_location`),
      })),
      testimonialsSample: t('cases_testimonials_sample'),
    },
    faq: {
      title: t('faq_title'),
      items: faqWithFallback(faqItems(locale)),
      quoteLink: t('faq_quote_link'),
      bottomTitle: t('faq_bottom_title'),
      bottomText: t('faq_bottom_text'),
      bottomButton: t('faq_bottom_button'),
    },
    common: {
      previous: t('common_previous'),
      next: t('common_next'),
      before: t('common_before'),
      after: t('common_after'),
      compare: t('common_compare'),
      opensNewTab: t('common_opens_new_tab'),
    },
  }
}

export type HomeCopy = ReturnType<typeof homeCopy>

const faqCategories = ['prices', 'prices', 'services', 'company', 'timing', 'management'] as const

/** The FAQ of a language: the items whose question and answer exist in it. */
export function faqItems(locale: Locale): FaqItem[] {
  const t = translator(locale)
  return faqCategories.map((category, index) => {
    const n = index + 1
    return {
      category,
      categoryLabel: t(`faq_cat_${category}`),
      question: t(`faq_${n}_question` as never, { company: company.name }),
      answer: t(`faq_${n}_answer` as never, { company: company.name }),
    }
  })
}
