export type FaqCategory = 'prices' | 'services' | 'company' | 'timing' | 'management'
export type FaqItem = { category: FaqCategory; categoryLabel: string; question: string; answer: string }

/**
 * SPEC §2.4: the six built-in Spanish questions, used when a language has none (price of a full
 * renovation, of a bathroom, what turnkey includes, why us, kitchen timing, permits).
 */
export const spanishFallbackFaq: FaqItem[] = [
  {
    category: 'prices',
    categoryLabel: 'Precios',
    question: '¿Cuánto cuesta una reforma integral en Madrid?',
    answer:
      'Entre 400 y 1.200 € por metro cuadrado según los acabados: un piso de 80 m² cuesta entre 32.000 y 96.000 €, IVA incluido.',
  },
  {
    category: 'prices',
    categoryLabel: 'Precios',
    question: '¿Cuánto cuesta reformar un baño?',
    answer: 'Un baño completo cuesta entre 3.500 y 12.000 €, según el tamaño y los materiales.',
  },
  {
    category: 'services',
    categoryLabel: 'Servicios',
    question: '¿Qué incluye una reforma llave en mano?',
    answer:
      'Diseño, permisos, obra, acabados, limpieza y coordinación de todos los gremios: tú solo recoges las llaves.',
  },
  {
    category: 'company',
    categoryLabel: 'Empresa',
    question: '¿Por qué elegirnos?',
    answer: 'Precio cerrado por contrato, un único responsable de obra y garantía de 5 años por escrito.',
  },
  {
    category: 'timing',
    categoryLabel: 'Tiempos',
    question: '¿Cuánto se tarda en reformar una cocina?',
    answer: 'Entre 15 y 30 días laborables, según las instalaciones y la distribución.',
  },
  {
    category: 'management',
    categoryLabel: 'Gestión',
    question: '¿Os encargáis de los permisos?',
    answer: 'Sí: redactamos la documentación técnica y tramitamos la licencia o la declaración responsable.',
  },
]

/** A language's FAQ without blank items; with none left, the Spanish built-ins. */
export function faqWithFallback(items: FaqItem[]): FaqItem[] {
  const complete = items.filter((item) => item.question.trim() !== '' && item.answer.trim() !== '')
  return complete.length > 0 ? complete : spanishFallbackFaq
}

/** FAQPage structured data from the same items the page shows. */
export function faqJsonLd(items: FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
