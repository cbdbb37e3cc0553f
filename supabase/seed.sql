-- Sample posts for the resources blog: nine published articles in five languages and one draft
-- that must never appear on the site. Loaded by `supabase db reset` and by the embedded store.

insert into public.blog_posts (id, slug, category, image_url, seo_score, views_count, published_at,
  title_es, title_en, title_fr, title_de, title_ru,
  excerpt_es, excerpt_en, excerpt_fr, excerpt_de, excerpt_ru,
  content_es, content_en, content_fr, content_de, content_ru,
  meta_description_es, meta_description_en, meta_description_fr, meta_description_de, meta_description_ru,
  keywords)
values ('0b1a7c3e-1001-4a6b-9c01-000000000001', 'cuanto-cuesta-reforma-integral-madrid', 'guide', '/blog/cuanto-cuesta-reforma-integral-madrid.svg', 94, 2870, '2026-11-12',
  $md$Cuánto cuesta una reforma integral en Madrid en 2026$md$,
  $md$How Much Does a Full Home Renovation Cost in Madrid in 2026?$md$,
  $md$Combien coûte une rénovation complète à Madrid en 2026 ?$md$,
  $md$Was kostet eine Komplettsanierung in Madrid im Jahr 2026?$md$,
  $md$Сколько стоит капитальный ремонт квартиры в Мадриде в 2026 году$md$,
  $md$Precios por m² según acabados, un ejemplo real de 80 m², qué encarece la obra y cómo te protege un presupuesto de precio cerrado.$md$,
  $md$Price per square meter by finish level, an 80 m² example, what drives the cost and how a fixed-price contract protects you.$md$,
  $md$Prix au m² selon les finitions, exemple chiffré pour 80 m², facteurs qui font varier le coût et intérêt d'un devis à prix ferme.$md$,
  $md$Preise pro m² nach Ausstattung, ein Rechenbeispiel für 80 m², die wichtigsten Kostentreiber und warum ein Festpreis Sie schützt.$md$,
  $md$Цены за м² по уровню отделки, пример для квартиры 80 м², что влияет на стоимость и как вас защищает фиксированная цена в договоре.$md$,
  $md$Si estás pensando en reformar tu piso por completo, la primera pregunta casi siempre es la misma: ¿cuánto me va a costar? En Madrid, en 2026, una reforma integral se mueve en una horquilla amplia, de **400 a 1.200 € por m²**. La cifra exacta depende de unas pocas decisiones clave.

![Salón de un piso en Madrid después de una reforma integral](/blog/cuanto-cuesta-reforma-integral-madrid.svg)

## Precio por m² según el nivel de acabados

Como orientación, hay tres escalones habituales:

- **Básico (en torno a 400–600 €/m²):** renovación de instalaciones, suelos y pintura con materiales de buena relación calidad-precio, manteniendo la distribución.
- **Medio (600–900 €/m²):** cambios parciales de distribución, cocina y baños completos de gama media, carpintería interior nueva y mejor aislamiento.
- **Alto (900–1.200 €/m²):** redistribución completa, materiales premium, climatización eficiente, domótica y mobiliario a medida.

### Ejemplo: un piso de 80 m²

Aplicando la horquilla a un piso típico de 80 m², el presupuesto iría de **32.000 € en el nivel básico a 96.000 € en el más alto**. Lo habitual es quedar en un punto intermedio, invirtiendo más en la cocina o el baño principal.

## Qué hace subir o bajar el precio

Cuatro factores explican casi todas las diferencias de precio:

1. **Instalaciones.** Renovar electricidad, fontanería y climatización es una de las partidas más importantes, y en un edificio antiguo suele ser imprescindible.
2. **Cambios de distribución.** Tirar tabiques, mover la cocina o crear un baño nuevo implica demoliciones, nuevas tomas y, a veces, permisos adicionales.
3. **Acabados.** Entre un porcelánico estándar y una piedra natural, o entre una cocina modular y una a medida, la diferencia por metro puede ser enorme.
4. **Condicionantes del edificio.** La falta de ascensor, los horarios de la comunidad, un edificio protegido o una calle de difícil acceso encarecen la logística.

## El IVA, una partida que no hay que olvidar

Comprueba siempre si el presupuesto incluye IVA. En muchos casos, las obras de renovación de una vivienda pueden tributar al 10 % en lugar del 21 % general, siempre que se cumplan ciertos requisitos, como la antigüedad de la vivienda o el peso de los materiales que aporta la empresa. Consulta las condiciones vigentes en la [Agencia Tributaria](https://www.agenciatributaria.es) o con tu asesor antes de firmar.

## Por qué un precio cerrado te protege

El mayor riesgo de una reforma no es el precio inicial, sino las desviaciones. En Hogara Reformas trabajamos con **precio cerrado por contrato**: tras una visita técnica gratuita, recibes en 24 horas un presupuesto detallado, partida por partida. Si algo cambia, se acuerda por escrito antes de ejecutarlo, y la obra cuenta con una garantía por escrito de 5 años.

Puedes ver cómo planteamos cada proyecto en nuestra página de [reformas integrales](/reformas-integrales). Cuéntanos qué quieres cambiar y te preparamos un presupuesto gratuito y sin compromiso.$md$,
  $md$If you're planning to completely redo an apartment in Madrid, the first question is always the same: what will it actually cost? In 2026, a full renovation in Madrid typically runs **€400 to €1,200 per square meter**. Where your project lands depends on a few key choices.

![Living room of a Madrid apartment after a full renovation](/blog/cuanto-cuesta-reforma-integral-madrid.svg)

## Price per square meter by finish level

As a rough guide, there are three tiers:

- **Essential (around €400–600/m²):** new wiring and plumbing, flooring and paint with good-value materials, keeping the existing layout.
- **Mid-range (€600–900/m²):** some layout changes, a complete kitchen and bathrooms in mid-range finishes, new interior doors and better insulation.
- **High-end (€900–1,200/m²):** a fully redesigned floor plan, premium materials, efficient heating and cooling, smart-home features and custom joinery.

### Example: an 80 m² apartment

For a typical 80 m² (roughly 860 sq ft) apartment, that range means a budget of **€32,000 at the essential level up to €96,000 at the top end**. Most homeowners land in between, often splurging on the kitchen or main bathroom.

## What drives the price

Four factors explain most of the price differences:

1. **Systems.** Replacing electrical, plumbing and HVAC is one of the biggest line items, but in an older Madrid building it's often unavoidable.
2. **Layout changes.** Removing walls, moving the kitchen or adding a bathroom means demolition, new connections and sometimes extra permits.
3. **Finishes.** Standard porcelain tile versus natural stone, or modular versus custom cabinetry, can change the cost per meter dramatically.
4. **Building constraints.** No elevator, strict working hours set by the owners' association, a protected building or a hard-to-reach street all add time and logistics costs.

## Don't forget VAT (IVA)

Always check whether a quote includes VAT. In many cases, renovation work on a home can qualify for a reduced 10% rate instead of the standard 21%, provided certain conditions are met, such as the age of the property and the share of materials supplied by the contractor. Check the current rules on the [Spanish Tax Agency website](https://www.agenciatributaria.es) or with your tax advisor before signing.

## How a fixed-price contract protects you

The biggest risk in a renovation isn't the starting price; it's the overruns. At Hogara Reformas we work on a **fixed price set in the contract**: after a free site visit, you get a detailed quote within 24 hours, with every item spelled out. If anything changes, it's agreed in writing before the work is done, and the job is backed by a 5-year written guarantee.

See how we approach each project on our [full home renovation page](/en/house-renovation-spain). Tell us the size of your home and what you'd like to change, and we'll prepare a free, no-obligation quote.$md$,
  $md$Vous envisagez de rénover entièrement votre appartement ? La première question est toujours la même : combien cela va-t-il coûter ? À Madrid, en 2026, une rénovation complète se situe généralement **entre 400 et 1 200 € par m²**. Le montant final dépend de quelques choix clés, à connaître avant de demander un devis.

![Séjour d'un appartement madrilène après une rénovation complète](/blog/cuanto-cuesta-reforma-integral-madrid.svg)

## Le prix au m² selon le niveau de finition

À titre indicatif, on distingue trois niveaux :

- **Essentiel (autour de 400 à 600 €/m²) :** réfection de l'électricité et de la plomberie, sols et peinture à bon rapport qualité-prix, sans toucher à la distribution.
- **Intermédiaire (600 à 900 €/m²) :** modifications partielles des pièces, cuisine et salles de bains complètes en milieu de gamme, nouvelles portes intérieures et meilleure isolation.
- **Haut de gamme (900 à 1 200 €/m²) :** redistribution complète, matériaux nobles, climatisation performante, domotique et agencements sur mesure.

### Exemple : un appartement de 80 m²

Pour un appartement type de 80 m², cette fourchette donne un budget allant de **32 000 € au niveau essentiel à 96 000 € en haut de gamme**. La plupart des projets se situent entre les deux, avec un effort particulier sur la cuisine ou la salle de bains principale.

## Ce qui fait varier le prix

Quatre facteurs expliquent l'essentiel des écarts :

1. **Les installations.** Refaire électricité, plomberie et climatisation pèse lourd, mais reste souvent indispensable dans un immeuble ancien.
2. **La redistribution.** Abattre des cloisons, déplacer la cuisine ou créer une salle de bains implique démolitions, nouveaux raccordements et parfois autorisations supplémentaires.
3. **Les finitions.** Entre un grès cérame standard et une pierre naturelle, ou entre une cuisine modulaire et une cuisine sur mesure, l'écart au mètre carré peut être considérable.
4. **Les contraintes de l'immeuble.** Absence d'ascenseur, horaires imposés par la copropriété, bâtiment protégé ou rue étroite alourdissent la logistique.

## N'oubliez pas la TVA (IVA)

Vérifiez si le devis inclut la TVA. Souvent, les travaux de rénovation d'un logement peuvent bénéficier d'un taux réduit de 10 % au lieu des 21 % habituels, sous certaines conditions, notamment l'ancienneté du logement et la part des matériaux fournis par l'entreprise. Renseignez-vous sur le site de l'[Agence fiscale espagnole](https://www.agenciatributaria.es) ou auprès de votre conseiller avant de signer.

## Pourquoi un prix ferme vous protège

Le vrai risque d'un chantier, ce sont les dépassements. Chez Hogara Reformas, nous travaillons à **prix ferme fixé par contrat** : après une visite technique gratuite, vous recevez sous 24 heures un devis détaillé poste par poste. Toute modification est validée par écrit, et les travaux sont couverts par une garantie écrite de 5 ans.

Découvrez notre méthode sur notre page [rénovation de maison en Espagne](/fr/renovation-maison-espagne). Parlez-nous de votre projet : nous vous préparerons un devis gratuit et sans engagement.$md$,
  $md$Wer seine Wohnung von Grund auf erneuern möchte, stellt sich zuerst eine Frage: Was kostet das? In Madrid liegt eine Komplettsanierung 2026 meist **zwischen 400 und 1.200 € pro m²**. Wo Ihr Projekt landet, hängt von einigen konkreten Entscheidungen ab, die Sie kennen sollten, bevor Sie Angebote einholen.

![Wohnzimmer einer Madrider Wohnung nach der Komplettsanierung](/blog/cuanto-cuesta-reforma-integral-madrid.svg)

## Preis pro m² nach Ausstattungsniveau

Als grobe Orientierung lassen sich die meisten Projekte einer von drei Stufen zuordnen:

- **Basis (etwa 400–600 €/m²):** neue Elektrik und Wasserleitungen, Böden und Anstrich mit preiswerten, soliden Materialien, ohne den Grundriss zu verändern.
- **Mittel (600–900 €/m²):** teilweise neue Raumaufteilung, komplette Küche und Bäder im mittleren Segment, neue Innentüren und bessere Dämmung.
- **Gehoben (900–1.200 €/m²):** vollständig neuer Grundriss, hochwertige Materialien, effiziente Klimatisierung, Smart-Home-Technik und Einbauten nach Maß.

### Beispiel: eine Wohnung mit 80 m²

Für eine typische 80-m²-Wohnung ergibt sich daraus ein Budget von **32.000 € im Basisniveau bis 96.000 € im gehobenen Segment**. Die meisten Projekte liegen dazwischen: Man spart bei einigen Posten und investiert bei anderen mehr, meist bei der Küche oder dem Hauptbad.

## Was den Preis bestimmt

Vier Faktoren erklären den größten Teil des Unterschieds zwischen zwei gleich großen Sanierungen:

1. **Installationen.** Elektrik, Wasser und Klimatisierung komplett zu erneuern, ist einer der größten Posten, in einem Altbau aber oft unverzichtbar.
2. **Grundrissänderungen.** Wände entfernen, die Küche versetzen oder ein zusätzliches Bad schaffen bedeutet Abbrucharbeiten, neue Anschlüsse und manchmal zusätzliche Genehmigungen.
3. **Oberflächen.** Zwischen Standardfeinsteinzeug und Naturstein oder zwischen Modul- und Maßküche kann der Preis pro Quadratmeter stark schwanken.
4. **Gegebenheiten des Gebäudes.** Kein Aufzug, von der Eigentümergemeinschaft festgelegte Arbeitszeiten, ein denkmalgeschütztes Haus oder eine schwer zugängliche Straße erhöhen Logistikaufwand und Bauzeit.

## Die Mehrwertsteuer nicht vergessen

Prüfen Sie immer, ob ein Angebot die Mehrwertsteuer (IVA) enthält. In vielen Fällen können Renovierungsarbeiten an einer Wohnung mit ermäßigten 10 % statt der regulären 21 % besteuert werden, sofern bestimmte Voraussetzungen erfüllt sind, etwa das Alter der Wohnung und der Anteil der vom Unternehmen gelieferten Materialien. Informieren Sie sich vor der Unterschrift bei der [spanischen Steuerbehörde](https://www.agenciatributaria.es) oder bei Ihrem Steuerberater.

## Warum ein Festpreis Sie schützt

Das größte Risiko einer Sanierung ist nicht der Anfangspreis, sondern die Mehrkosten. Bei Hogara Reformas arbeiten wir mit einem **vertraglich festgelegten Festpreis**: Nach einer kostenlosen technischen Besichtigung erhalten Sie innerhalb von 24 Stunden ein detailliertes Angebot mit jeder einzelnen Position. Änderungen werden vor der Ausführung schriftlich vereinbart, und für die Arbeiten gilt eine schriftliche Garantie von 5 Jahren.

Wie wir jedes Projekt angehen, sehen Sie auf unserer Seite zur [Hausrenovierung in Spanien](/de/hausrenovierung-spanien). Nennen Sie uns Wohnfläche und Wünsche, und wir erstellen Ihnen ein kostenloses, unverbindliches Angebot.$md$,
  $md$Если вы задумали полностью переделать квартиру, первый вопрос всегда один: сколько это будет стоить? В Мадриде в 2026 году капитальный ремонт обычно обходится **от 400 до 1 200 € за м²**. Итоговая сумма зависит от нескольких конкретных решений, о которых стоит знать до того, как запрашивать смету.

![Гостиная мадридской квартиры после капитального ремонта](/blog/cuanto-cuesta-reforma-integral-madrid.svg)

## Цена за м² в зависимости от уровня отделки

Для ориентира большинство проектов можно отнести к одному из трёх уровней:

- **Базовый (около 400–600 €/м²):** замена электропроводки и сантехники, полы и покраска из недорогих, но надёжных материалов без изменения планировки.
- **Средний (600–900 €/м²):** частичная перепланировка, кухня и санузлы под ключ в среднем сегменте, новые межкомнатные двери, улучшенная теплоизоляция.
- **Премиум (900–1 200 €/м²):** полная перепланировка, дорогие материалы, эффективная система климата, «умный дом» и мебель на заказ.

### Пример: квартира 80 м²

Для типичной квартиры площадью 80 м² бюджет составит **от 32 000 € на базовом уровне до 96 000 € на премиальном**. Большинство проектов оказывается посередине: на одних позициях экономят, а в другие вкладывают больше — чаще всего в кухню или главную ванную.

## Что влияет на цену

Четыре фактора объясняют почти всю разницу между двумя ремонтами одинаковой площади:

1. **Инженерные системы.** Полная замена электрики, водопровода и климатического оборудования — одна из крупнейших статей расходов, но в старом доме она обычно неизбежна.
2. **Перепланировка.** Снос перегородок, перенос кухни или новый санузел означают демонтаж, новые подключения, а иногда и дополнительные разрешения.
3. **Отделка.** Стандартный керамогранит или натуральный камень, модульная кухня или кухня на заказ — разница в цене за метр может быть очень большой.
4. **Особенности здания.** Отсутствие лифта, часы работ, установленные сообществом собственников, охраняемое здание или узкая улица увеличивают сроки и расходы на логистику.

## Не забудьте про НДС (IVA)

Всегда уточняйте, включён ли НДС в смету. Во многих случаях ремонт жилья может облагаться по сниженной ставке 10 % вместо стандартных 21 % при соблюдении определённых условий — например, с учётом возраста жилья и доли материалов, которые поставляет подрядчик. Актуальные правила стоит проверить на сайте [налоговой службы Испании](https://www.agenciatributaria.es) или у вашего консультанта до подписания договора.

## Почему фиксированная цена вас защищает

Главный риск ремонта — не стартовая цена, а перерасход. В Hogara Reformas мы работаем по **фиксированной цене, закреплённой в договоре**: после бесплатного технического осмотра вы в течение 24 часов получаете подробную смету с расшифровкой каждой позиции. Любые изменения согласуются письменно до начала работ, а на выполненные работы действует письменная гарантия 5 лет.

Подробнее о нашем подходе — на странице [ремонт дома в Испании](/ru/remont-doma-ispania). Сообщите нам площадь и пожелания, и мы подготовим бесплатную смету без обязательств.$md$,
  $md$Reforma integral en Madrid en 2026: de 400 a 1.200 €/m² según acabados. Ejemplo de 80 m², factores de precio, IVA y ventajas del precio cerrado.$md$,
  $md$Full renovation costs in Madrid for 2026: €400–1,200 per m² by finish level, an 80 m² example, key cost drivers, VAT and fixed-price contracts.$md$,
  $md$Rénovation complète à Madrid en 2026 : 400 à 1 200 €/m² selon les finitions, exemple pour 80 m², facteurs de coût, TVA et prix ferme.$md$,
  $md$Komplettsanierung in Madrid 2026: 400 bis 1.200 €/m² je nach Ausstattung, Beispiel für 80 m², Kostentreiber, Mehrwertsteuer und Festpreis.$md$,
  $md$Капитальный ремонт в Мадриде в 2026 году: 400–1 200 €/м² по уровню отделки, пример для 80 м², факторы цены, НДС и фиксированная цена.$md$,
  array['precio reforma integral madrid', 'reforma integral precio m2', 'coste reforma piso 80 m2', 'full renovation cost madrid', 'renovation price per m2 spain']);

insert into public.blog_posts (id, slug, category, image_url, seo_score, views_count, published_at,
  title_es, title_en, title_fr, title_de, title_ru,
  excerpt_es, excerpt_en, excerpt_fr, excerpt_de, excerpt_ru,
  content_es, content_en, content_fr, content_de, content_ru,
  meta_description_es, meta_description_en, meta_description_fr, meta_description_de, meta_description_ru,
  keywords)
values ('0b1a7c3e-1001-4a6b-9c01-000000000002', 'licencia-obras-madrid-declaracion-responsable', 'guide', '/blog/licencia-obras-madrid-declaracion-responsable.svg', 89, 1640, '2026-10-21',
  $md$Licencia de obras en Madrid: ¿basta con una declaración responsable?$md$,
  $md$Renovation Permits in Madrid: Declaración Responsable or License?$md$,
  $md$Travaux à Madrid : déclaration responsable ou licence de travaux ?$md$,
  $md$Bauantrag in Madrid: Wann reicht eine Declaración Responsable?$md$,
  $md$Разрешение на ремонт в Мадриде: уведомление или лицензия?$md$,
  $md$Qué obras se tramitan con declaración responsable y cuáles necesitan licencia en Madrid, qué documentos se piden, plazos y normas de la comunidad.$md$,
  $md$Which renovations in Madrid only need a declaración responsable and which require a license, plus paperwork, timing and owners' association rules.$md$,
  $md$Quels travaux relèvent d'une déclaration responsable ou d'une licence à Madrid, documents à fournir, délais et règles de copropriété.$md$,
  $md$Welche Arbeiten in Madrid mit einer Declaración Responsable auskommen, wann eine Lizenz nötig ist, welche Unterlagen, Fristen und Hausregeln gelten.$md$,
  $md$Какие работы в Мадриде оформляются уведомлением, а для каких нужна лицензия: документы, сроки и правила сообщества собственников.$md$,
  $md$Antes de empezar una reforma en Madrid conviene aclarar qué permiso necesitas. Elegir mal el trámite puede suponer multas o la paralización de la obra, aunque la mayoría de las reformas interiores se resuelven con un procedimiento sencillo.

![Planos de una vivienda preparados para tramitar el permiso de obras](/blog/licencia-obras-madrid-declaracion-responsable.svg)

## Declaración responsable o licencia: la diferencia

### Cuándo suele bastar una declaración responsable

La declaración responsable es un documento con el que comunicas al ayuntamiento que vas a hacer una obra y que esta cumple la normativa. En muchos casos permite empezar desde su presentación, sin esperar una resolución. Suele ser suficiente para:

- Cambiar suelos, alicatados, sanitarios o la cocina.
- Renovar las instalaciones de electricidad, fontanería o climatización.
- Modificar tabiques interiores que no sean estructurales.

### Cuándo hace falta una licencia

La licencia urbanística, que requiere una resolución expresa del ayuntamiento, suele exigirse cuando la obra:

- Afecta a elementos estructurales, como muros de carga o forjados.
- Modifica la fachada, la cubierta o elementos comunes del edificio.
- Se realiza en un edificio con algún nivel de protección histórica o artística.
- Implica un cambio de uso, por ejemplo de local a vivienda.

Cada caso depende de la ordenanza municipal vigente, así que consulta siempre la información oficial del [Ayuntamiento de Madrid](https://www.madrid.es) o del municipio donde esté tu vivienda.

## Documentación habitual

Según la obra, lo normal es preparar:

1. El impreso de solicitud o de declaración responsable.
2. Una descripción de las obras y un presupuesto detallado.
3. Un proyecto técnico firmado por un profesional competente, cuando la obra lo exige.
4. El justificante de pago de la tasa y, en su caso, del impuesto sobre construcciones (ICIO).
5. La autorización para ocupar la vía pública si hace falta un contenedor o un andamio.

## La comunidad de propietarios también cuenta

Además del ayuntamiento, revisa los estatutos y las normas internas de tu comunidad. Es habitual tener que avisar al administrador antes de empezar, respetar los horarios de ruido, proteger el portal y el ascensor y retirar correctamente los escombros. Si la obra toca elementos comunes, como bajantes, fachada o estructura, la Ley de Propiedad Horizontal exige en general la autorización de la junta de propietarios.

## Plazos orientativos

Con una declaración responsable completa, en muchos casos se puede empezar casi de inmediato, aunque el ayuntamiento puede revisarla después. Una licencia puede tardar desde varias semanas hasta varios meses, según la complejidad del proyecto y la carga de trabajo municipal. Conviene iniciar el trámite mientras se cierra el diseño.

## Nosotros nos encargamos del papeleo

En Hogara Reformas analizamos tu proyecto en la visita técnica gratuita, te decimos qué trámite corresponde y nos ocupamos de preparar y presentar la documentación. Descubre cómo trabajamos en nuestras [reformas integrales](/reformas-integrales) y pídenos un presupuesto gratuito y sin compromiso.$md$,
  $md$Before you start renovating a home in Madrid, you need to know which permit applies. Choosing the wrong procedure can lead to fines or a stop-work order, but most interior renovations go through a fairly simple process.

![Floor plans of an apartment ready for the permit application](/blog/licencia-obras-madrid-declaracion-responsable.svg)

## Declaración responsable vs. building license

### When a declaración responsable is usually enough

A *declaración responsable* (responsible declaration) is a formal statement telling the city that you're about to carry out work and that it complies with the rules. In many cases you can start as soon as it's filed, without waiting for approval. It usually covers:

- Replacing floors, tiling, bathroom fixtures or the kitchen.
- Upgrading electrical, plumbing or HVAC systems.
- Moving interior partition walls that aren't load-bearing.

### When you need a license

A building license (*licencia urbanística*), which requires an explicit decision from the city, is typically needed when the work:

- Affects structural elements such as load-bearing walls or floor slabs.
- Changes the facade, the roof or common parts of the building.
- Takes place in a building with historic or architectural protection.
- Involves a change of use, for example turning a commercial unit into a home.

Every case depends on current municipal regulations, so always check the official information from the [Madrid City Council](https://www.madrid.es) or the town where your property is located.

## Typical paperwork

You'll usually need:

1. The application or declaration form.
2. A description of the work and a detailed budget.
3. A technical project signed by a qualified professional, when the work requires one.
4. Proof of payment of the municipal fee and, where applicable, the construction tax (ICIO).
5. A permit to occupy public space if you need a dumpster or scaffolding on the street.

## Don't forget your owners' association

Besides City Hall, review your building's bylaws and house rules. You'll commonly need to notify the property manager before starting, stick to quiet hours, protect the lobby and elevator, and dispose of debris properly. If the work touches common elements such as shared drainpipes, the facade or the structure, Spain's Horizontal Property Act generally requires approval from the owners' meeting.

## How long it takes

With a complete declaración responsable, you can often start almost right away, though the city may review it later. A license can take anywhere from several weeks to several months, depending on the project's complexity and the city's workload. It pays to start while the design is being finalized.

## We handle the paperwork for you

At Hogara Reformas we review your project during a free site visit, tell you which procedure applies, and prepare and file the documents for you. See how we work on our [full home renovation page](/en/house-renovation-spain) and ask us for a free, no-obligation quote.$md$,
  $md$Avant de lancer des travaux dans un logement à Madrid, il faut savoir quelle autorisation s'applique. Se tromper de procédure peut entraîner une amende ou l'arrêt du chantier, mais la plupart des rénovations intérieures relèvent d'une démarche assez simple.

![Plans d'un appartement prêts pour la demande d'autorisation de travaux](/blog/licencia-obras-madrid-declaracion-responsable.svg)

## Déclaration responsable ou licence : la différence

### Quand une déclaration responsable suffit généralement

La *declaración responsable* est un document par lequel vous informez la mairie que vous allez réaliser des travaux conformes à la réglementation. Dans de nombreux cas, elle permet de commencer dès son dépôt, sans attendre de réponse. Elle couvre en général :

- le remplacement des sols, du carrelage, des sanitaires ou de la cuisine ;
- la rénovation de l'électricité, de la plomberie ou de la climatisation ;
- la modification de cloisons intérieures non porteuses ;

### Quand une licence est nécessaire

La *licencia urbanística*, qui suppose une décision expresse de la mairie, est habituellement exigée lorsque les travaux :

- touchent à la structure, comme les murs porteurs ou les planchers ;
- modifient la façade, la toiture ou les parties communes ;
- concernent un immeuble protégé ;
- impliquent un changement d'usage, par exemple d'un local en logement.

Tout dépend de la réglementation municipale en vigueur : consultez toujours les informations officielles de la [mairie de Madrid](https://www.madrid.es) ou de votre commune.

## Les documents habituels

Selon le projet, on prépare généralement :

1. le formulaire de demande ou de déclaration ;
2. une description des travaux et un devis détaillé ;
3. un projet technique signé par un professionnel habilité, lorsque les travaux l'exigent ;
4. le justificatif de paiement de la taxe municipale et, le cas échéant, de l'impôt sur les constructions (ICIO) ;
5. l'autorisation d'occuper la voie publique pour une benne ou un échafaudage.

## La copropriété a aussi son mot à dire

Au-delà de la mairie, relisez le règlement de votre copropriété. Il faut souvent prévenir le syndic, respecter des horaires, protéger le hall et l'ascenseur et évacuer correctement les gravats. Si les travaux touchent des parties communes (colonnes d'évacuation, façade, structure), la Ley de Propiedad Horizontal impose en général l'accord de l'assemblée des copropriétaires.

## Les délais à prévoir

Avec une déclaration responsable complète, on peut souvent démarrer presque immédiatement, la mairie pouvant contrôler le dossier ensuite. Une licence peut prendre de quelques semaines à plusieurs mois selon la complexité du projet et la charge des services municipaux. Mieux vaut lancer la démarche pendant la conception.

## Nous nous occupons des formalités

Chez Hogara Reformas, nous étudions votre projet lors d'une visite technique gratuite, nous vous indiquons la procédure applicable, puis nous préparons et déposons le dossier pour vous. Découvrez notre approche sur notre page [rénovation de maison en Espagne](/fr/renovation-maison-espagne) et demandez-nous un devis gratuit et sans engagement.$md$,
  $md$Bevor Sie in Madrid eine Wohnung renovieren, sollten Sie wissen, welche Genehmigung Sie brauchen. Das falsche Verfahren kann zu Bußgeldern, einem Baustopp oder Problemen beim späteren Verkauf führen. Die gute Nachricht: Die meisten Innenrenovierungen lassen sich mit einem recht einfachen Verfahren erledigen.

![Grundrisspläne einer Wohnung für den Genehmigungsantrag](/blog/licencia-obras-madrid-declaracion-responsable.svg)

## Declaración Responsable oder Lizenz: der Unterschied

### Wann eine Declaración Responsable meist genügt

Die *declaración responsable* ist eine verbindliche Erklärung, mit der Sie der Stadt mitteilen, dass Sie Arbeiten ausführen, die den Vorschriften entsprechen. In vielen Fällen dürfen Sie direkt nach der Einreichung beginnen, ohne auf einen Bescheid zu warten. Typischerweise reicht sie für:

- den Austausch von Böden, Fliesen, Sanitärobjekten oder der Küche,
- die Erneuerung von Elektrik, Wasserleitungen oder Klimatisierung,
- das Versetzen nichttragender Innenwände,
- den Fenstertausch ohne Veränderung des Fassadenbildes, je nach geltenden Regeln.

### Wann eine Lizenz nötig ist

Eine Baugenehmigung (*licencia urbanística*), die einen ausdrücklichen Bescheid der Stadt erfordert, wird in der Regel verlangt, wenn die Arbeiten:

- tragende Elemente wie Wände oder Decken betreffen,
- die Fassade, das Dach oder Gemeinschaftsteile des Gebäudes verändern,
- in einem denkmalgeschützten Gebäude stattfinden,
- eine Nutzungsänderung bedeuten, etwa vom Ladenlokal zur Wohnung.

Entscheidend sind stets die aktuellen kommunalen Vorschriften. Prüfen Sie daher die offiziellen Informationen der [Stadt Madrid](https://www.madrid.es) oder Ihrer Gemeinde.

## Übliche Unterlagen

Je nach Projekt werden meist folgende Dokumente benötigt:

1. das Antrags- bzw. Erklärungsformular,
2. eine Beschreibung der Arbeiten und ein detaillierter Kostenvoranschlag,
3. ein von einer befugten Fachperson unterzeichnetes technisches Projekt, falls erforderlich,
4. der Nachweis über die Zahlung der Gebühr und gegebenenfalls der Bausteuer (ICIO),
5. eine Genehmigung zur Nutzung öffentlicher Flächen für Container oder Gerüst.

## Auch die Eigentümergemeinschaft zählt

Neben der Stadt sollten Sie die Satzung und Hausordnung Ihrer Eigentümergemeinschaft prüfen. Häufig müssen Sie die Hausverwaltung vorab informieren, Ruhezeiten einhalten, Eingang und Aufzug schützen und den Bauschutt ordnungsgemäß entsorgen. Betreffen die Arbeiten Gemeinschaftseigentum wie Fallrohre, Fassade oder Statik, verlangt das spanische Wohnungseigentumsgesetz (Ley de Propiedad Horizontal) in der Regel die Zustimmung der Eigentümerversammlung.

## Mit welchen Fristen Sie rechnen sollten

Mit einer vollständigen Declaración Responsable können Sie oft fast sofort loslegen, wobei die Stadt die Unterlagen später prüfen kann. Eine Lizenz kann einige Wochen bis mehrere Monate dauern, abhängig von der Komplexität des Projekts und der Auslastung der Behörde. Deshalb lohnt es sich, das Verfahren schon während der Planung zu starten.

## Wir kümmern uns um die Formalitäten

Bei Hogara Reformas prüfen wir Ihr Vorhaben bei einer kostenlosen technischen Besichtigung, sagen Ihnen, welches Verfahren gilt, und erstellen und reichen die Unterlagen für Sie ein. Wie wir arbeiten, erfahren Sie auf unserer Seite zur [Hausrenovierung in Spanien](/de/hausrenovierung-spanien). Fordern Sie gern ein kostenloses, unverbindliches Angebot an.$md$,
  $md$Прежде чем начинать ремонт в Мадриде, важно понять, какое разрешение вам нужно. Неправильно выбранная процедура может обернуться штрафом, остановкой работ или проблемами при продаже жилья. Хорошая новость: большинство внутренних ремонтов оформляется довольно просто.

![Планы квартиры, подготовленные для получения разрешения на ремонт](/blog/licencia-obras-madrid-declaracion-responsable.svg)

## Уведомление или лицензия: в чём разница

### Когда обычно достаточно declaración responsable

*Declaración responsable* — это официальное уведомление, в котором вы сообщаете мэрии о предстоящих работах и подтверждаете, что они соответствуют нормам. Во многих случаях начинать можно сразу после подачи, не дожидаясь ответа. Обычно этого достаточно, чтобы:

- заменить полы, плитку, сантехнику или кухню;
- обновить электрику, водопровод или систему кондиционирования;
- перенести ненесущие межкомнатные перегородки;
- заменить окна без изменения облика фасада — в зависимости от действующих правил.

### Когда нужна лицензия

Лицензия на строительные работы (*licencia urbanística*), для которой требуется официальное решение мэрии, как правило, нужна, если работы:

- затрагивают несущие конструкции — стены или перекрытия;
- меняют фасад, кровлю или общее имущество дома;
- проводятся в здании с охранным статусом;
- связаны со сменой назначения, например с переводом коммерческого помещения в жильё.

Всё зависит от действующих муниципальных правил, поэтому всегда сверяйтесь с официальной информацией [мэрии Мадрида](https://www.madrid.es) или вашего муниципалитета.

## Какие документы обычно нужны

В зависимости от проекта, как правило, готовят:

1. бланк заявления или уведомления;
2. описание работ и подробную смету;
3. технический проект, подписанный квалифицированным специалистом, если он требуется;
4. квитанцию об оплате муниципального сбора и, при необходимости, налога на строительство (ICIO);
5. разрешение на использование тротуара или улицы для контейнера или лесов.

## Сообщество собственников тоже важно

Помимо мэрии, изучите устав и внутренние правила вашего сообщества собственников. Обычно нужно заранее предупредить администратора, соблюдать часы тишины, защитить подъезд и лифт и правильно вывозить строительный мусор. Если работы затрагивают общее имущество — стояки, фасад или несущие конструкции, — испанский закон о горизонтальной собственности (Ley de Propiedad Horizontal), как правило, требует согласия общего собрания.

## Сроки

С полным пакетом документов по declaración responsable работы часто можно начинать почти сразу, хотя мэрия вправе проверить их позже. Получение лицензии может занять от нескольких недель до нескольких месяцев — в зависимости от сложности проекта и загруженности муниципальных служб. Поэтому оформление лучше начинать ещё на этапе проектирования.

## Мы берём бумажную работу на себя

В Hogara Reformas мы оцениваем ваш проект во время бесплатного технического осмотра, подсказываем, какая процедура нужна, и сами готовим и подаём документы. Узнайте больше о нашей работе на странице [ремонт дома в Испании](/ru/remont-doma-ispania) и запросите бесплатную смету без обязательств.$md$,
  $md$¿Declaración responsable o licencia de obras en Madrid? Cuándo se necesita cada una, documentación, plazos y normas de la comunidad.$md$,
  $md$Declaración responsable or building license in Madrid? When each applies, documents, timing and owners' association rules for renovations.$md$,
  $md$Déclaration responsable ou licence de travaux à Madrid ? Cas d'application, documents, délais et règles de copropriété pour rénover.$md$,
  $md$Declaración Responsable oder Baulizenz in Madrid? Wann was gilt, nötige Unterlagen, Fristen und Regeln der Eigentümergemeinschaft.$md$,
  $md$Declaración responsable или лицензия на ремонт в Мадриде: когда что нужно, документы, сроки и правила сообщества собственников.$md$,
  array['licencia de obras madrid', 'declaración responsable reforma', 'permiso reforma piso madrid', 'renovation permit madrid', 'building license spain']);

insert into public.blog_posts (id, slug, category, image_url, seo_score, views_count, published_at,
  title_es, title_en, title_fr, title_de, title_ru,
  excerpt_es, excerpt_en, excerpt_fr, excerpt_de, excerpt_ru,
  content_es, content_en, content_fr, content_de, content_ru,
  meta_description_es, meta_description_en, meta_description_fr, meta_description_de, meta_description_ru,
  keywords)
values ('0b1a7c3e-1001-4a6b-9c01-000000000003', 'como-financiar-reforma-vivienda', 'guide', '/blog/como-financiar-reforma-vivienda.svg', 86, 1190, '2026-09-30',
  $md$Cómo financiar la reforma de tu vivienda: préstamos, hipoteca y ayudas$md$,
  $md$How to Finance a Home Renovation in Spain: Loans, Mortgages and Aid$md$,
  $md$Financer la rénovation de votre logement : prêts, hypothèque et aides$md$,
  $md$Renovierung finanzieren: Kredit, Hypothek und Förderung im Überblick$md$,
  $md$Как профинансировать ремонт жилья: кредиты, ипотека и субсидии$md$,
  $md$Préstamo personal, financiación de hasta el 100 %, ampliación de hipoteca y ayudas a la eficiencia energética: cómo elegir y comparar la TAE.$md$,
  $md$Personal loans, up to 100% financing, mortgage extensions and energy-efficiency incentives: how to choose and compare the APR.$md$,
  $md$Prêt personnel, financement jusqu'à 100 %, extension de prêt immobilier et aides énergétiques : comment choisir et comparer le TAEG.$md$,
  $md$Privatkredit, Finanzierung bis 100 %, Hypothekenaufstockung und Förderung für Energieeffizienz: So wählen Sie und vergleichen den Effektivzins.$md$,
  $md$Потребительский кредит, финансирование до 100 %, увеличение ипотеки и субсидии на энергоэффективность: как выбрать и сравнить TAE.$md$,
  $md$Una reforma bien hecha revaloriza tu vivienda y mejora tu día a día, pero no siempre es posible, ni conveniente, pagarla de golpe con ahorros. Existen varias vías para financiarla, y elegir bien puede ahorrarte bastante dinero en intereses a lo largo del préstamo.

![Llaves sobre la mesa de un salón recién reformado](/blog/como-financiar-reforma-vivienda.svg)

## Las principales opciones de financiación

### Préstamo personal para reformas

Es la fórmula más habitual. Muchos bancos ofrecen préstamos específicos para reformas, a menudo con plazos más largos que un préstamo al consumo corriente. Se conceden con rapidez y no exigen garantía hipotecaria; a cambio, el tipo de interés suele ser más alto que el de una hipoteca.

### Financiación a través de la empresa de reformas

En Hogara Reformas ofrecemos **financiación de hasta el 100 %** del proyecto a través de nuestra entidad colaboradora. Puedes estudiarla junto con el presupuesto de precio cerrado, de modo que sabes desde el principio cuánto vas a pagar en total y en cuántas cuotas.

### Ampliación de hipoteca

Si ya tienes una hipoteca, puedes pedir a tu banco que amplíe el capital. El tipo suele ser más bajo que el de un préstamo personal, pero el plazo es largo y la operación puede conllevar gastos de tasación, notaría y registro y, en algunos casos, impuestos. Compara el coste total, no solo la cuota mensual.

## Ayudas públicas para la eficiencia energética

Si la reforma mejora la eficiencia de la vivienda, por ejemplo con aislamiento, ventanas nuevas, aerotermia o placas solares, puede que tengas acceso a ayudas. En los últimos años, los fondos Next Generation EU han financiado programas de rehabilitación gestionados por las comunidades autónomas, y también han existido deducciones en el IRPF por obras de mejora energética, normalmente vinculadas a certificados energéticos anteriores y posteriores a la obra.

Las convocatorias cambian y tienen plazos y requisitos concretos, así que revisa la información del [IDAE](https://www.idae.es) y de tu comunidad autónoma antes de empezar: algunas ayudas deben solicitarse antes de iniciar la obra.

## Cómo comparar ofertas: fíjate en la TAE

Para comparar préstamos de forma justa:

1. **Mira la TAE, no solo el TIN.** La TAE incluye comisiones y gastos, así que refleja mejor el coste real.
2. **Revisa las comisiones** de apertura, estudio y amortización anticipada.
3. **Cuidado con la vinculación.** Seguros u otros productos obligatorios pueden encarecer el préstamo aunque el tipo parezca bajo.
4. **Calcula el importe total a devolver** y compara ofertas con el mismo plazo.
5. **Ajusta la cuota a tu economía**, con margen para imprevistos.

## Empieza por un presupuesto cerrado

Sea cual sea la vía, todo parte de saber cuánto cuesta la obra. En nuestra página de [reformas integrales](/reformas-integrales) verás cómo trabajamos. Tras una visita técnica gratuita, te enviamos en 24 horas un presupuesto detallado y te explicamos las opciones de financiación disponibles, sin compromiso.$md$,
  $md$A well-executed renovation adds value to your home and makes daily life better, but paying for it all at once from savings isn't always possible, or wise. Choosing the right financing can save you a lot in interest.

![Keys on the coffee table of a freshly renovated living room](/blog/como-financiar-reforma-vivienda.svg)

## Your main financing options

### Personal renovation loan

This is the most common route. Many Spanish banks offer loans designed for home improvements, often with longer terms than a standard consumer loan. They're quick to arrange and don't require your home as collateral; the trade-off is a higher interest rate than a mortgage.

### Financing through the renovation company

At Hogara Reformas we offer **financing for up to 100%** of the project through our partner lender. You can review it alongside your fixed-price quote, so you know from day one exactly what you'll pay in total and over how many installments.

### Extending your mortgage

If you already have a mortgage, you can ask your bank to increase the loan amount. Rates are usually lower than on a personal loan, but the term is long and the process may involve appraisal, notary and land-registry costs and, in some cases, taxes. Compare the total cost, not just the monthly payment.

## Public incentives for energy efficiency

If your renovation improves energy performance, for example with insulation, new windows, a heat pump or solar panels, you may qualify for public support. In recent years, Next Generation EU funds have financed rehabilitation programs run by Spain's regional governments, and there have also been income tax (IRPF) deductions for energy upgrades, usually tied to energy certificates issued before and after the work.

Programs change, so check the [IDAE website](https://www.idae.es) and your regional government before you start; some incentives must be applied for before work begins.

## How to compare offers: focus on the APR

To compare loans fairly:

1. **Look at the APR (TAE in Spain), not just the nominal rate (TIN).** The APR includes fees and charges, so it better reflects the real cost.
2. **Check the fees** for opening, processing and early repayment.
3. **Watch out for bundled products.** Mandatory insurance or other products can make a loan more expensive even when the rate looks low.
4. **Calculate the total amount you'll repay** and compare offers over the same term.
5. **Keep the monthly payment comfortable**, with room for the unexpected.

## Start with a fixed-price quote

Whatever route you choose, it all begins with knowing what the work will cost. Visit our [full home renovation page](/en/house-renovation-spain) to see how we work. After a free site visit, we'll send you a detailed quote within 24 hours and walk you through the available financing options, with no obligation.$md$,
  $md$Une rénovation réussie valorise votre logement et améliore votre quotidien, mais la payer d'un seul coup avec votre épargne n'est pas toujours possible ni judicieux. Bien choisir son financement peut vous faire économiser beaucoup d'intérêts.

![Clés posées sur la table basse d'un séjour fraîchement rénové](/blog/como-financiar-reforma-vivienda.svg)

## Les principales solutions de financement

### Le prêt personnel travaux

C'est la formule la plus courante. De nombreuses banques espagnoles proposent des prêts dédiés aux travaux, souvent sur des durées plus longues qu'un crédit à la consommation classique. Rapides à obtenir, ils ne nécessitent pas de garantie hypothécaire, mais leur taux est plus élevé que celui d'un prêt immobilier.

### Le financement par l'entreprise de rénovation

Chez Hogara Reformas, nous proposons un **financement jusqu'à 100 %** du projet par l'intermédiaire de notre organisme partenaire. Étudié avec le devis à prix ferme, il vous indique dès le départ le coût total et le nombre de mensualités.

### L'extension de votre prêt immobilier

Si vous avez déjà un crédit immobilier, vous pouvez demander à votre banque d'en augmenter le capital. Le taux est souvent plus bas que pour un prêt personnel, mais la durée est longue et l'opération peut entraîner des frais d'expertise, de notaire, de registre foncier et, dans certains cas, des taxes. Comparez le coût total, pas seulement la mensualité.

## Les aides publiques à l'efficacité énergétique

Si vos travaux améliorent la performance énergétique du logement (isolation, fenêtres, pompe à chaleur, panneaux solaires), vous pouvez peut-être bénéficier d'aides. Ces dernières années, les fonds européens Next Generation EU ont financé des programmes de réhabilitation gérés par les communautés autonomes, et des déductions d'impôt sur le revenu (IRPF) ont également existé pour la rénovation énergétique, généralement liées à des certificats énergétiques établis avant et après les travaux.

Les programmes évoluent : consultez le site de l'[IDAE](https://www.idae.es) et celui de votre communauté autonome avant de commencer, car certaines aides doivent être demandées avant le début du chantier.

## Comparer les offres : regardez le TAEG

Pour comparer les prêts équitablement :

1. **Regardez le TAEG (TAE en Espagne), pas seulement le taux nominal (TIN).** Il inclut frais et commissions et reflète mieux le coût réel.
2. **Vérifiez les frais** de dossier, d'ouverture et de remboursement anticipé.
3. **Méfiez-vous des produits liés.** Une assurance obligatoire peut renchérir le prêt même si le taux semble bas.
4. **Calculez le montant total à rembourser** et comparez des offres sur la même durée.
5. **Adaptez la mensualité à votre budget**, en gardant une marge pour les imprévus.

## Commencez par un devis à prix ferme

Quelle que soit la solution choisie, tout commence par le coût exact des travaux. Découvrez notre méthode sur notre page [rénovation de maison en Espagne](/fr/renovation-maison-espagne). Après une visite technique gratuite, nous vous envoyons sous 24 heures un devis détaillé et vous présentons les solutions de financement disponibles, sans engagement.$md$,
  $md$Eine gelungene Renovierung steigert den Wert Ihrer Immobilie und verbessert Ihren Alltag. Sie auf einen Schlag aus Ersparnissen zu bezahlen, ist aber nicht immer möglich oder sinnvoll. Es gibt mehrere Finanzierungswege, und die richtige Wahl kann Ihnen über die Laufzeit viel Geld an Zinsen sparen.

![Schlüssel auf dem Couchtisch eines frisch renovierten Wohnzimmers](/blog/como-financiar-reforma-vivienda.svg)

## Die wichtigsten Finanzierungsmöglichkeiten

### Privatkredit für die Renovierung

Das ist der häufigste Weg. Viele spanische Banken bieten spezielle Renovierungskredite an, oft mit längeren Laufzeiten als ein gewöhnlicher Konsumkredit. Sie sind schnell abgeschlossen und erfordern keine Immobilie als Sicherheit; dafür ist der Zins meist höher als bei einer Hypothek.

### Finanzierung über das Renovierungsunternehmen

Bei Hogara Reformas bieten wir über unseren Finanzierungspartner eine **Finanzierung von bis zu 100 %** des Projekts an. Sie können sie zusammen mit dem Festpreisangebot prüfen und wissen so von Anfang an, wie viel Sie insgesamt und in wie vielen Raten zahlen.

### Aufstockung der Hypothek

Wenn Sie bereits eine Hypothek haben, können Sie Ihre Bank bitten, das Darlehen aufzustocken. Der Zins ist meist niedriger als beim Privatkredit, aber die Laufzeit ist lang, und es können Kosten für Gutachten, Notar, Grundbuch und in manchen Fällen Steuern anfallen. Vergleichen Sie die Gesamtkosten, nicht nur die Monatsrate.

## Öffentliche Förderung für Energieeffizienz

Verbessert Ihre Renovierung die Energieeffizienz, etwa durch Dämmung, neue Fenster, eine Wärmepumpe oder eine Solaranlage, kommen unter Umständen Fördermittel infrage. In den letzten Jahren haben EU-Mittel aus Next Generation EU Sanierungsprogramme der spanischen Regionen finanziert, und es gab auch Abzüge bei der Einkommensteuer (IRPF) für energetische Maßnahmen, meist gebunden an Energieausweise vor und nach den Arbeiten.

Die Programme ändern sich und haben konkrete Fristen und Voraussetzungen. Informieren Sie sich daher vor Baubeginn beim [IDAE](https://www.idae.es) und bei Ihrer Region, denn manche Förderungen müssen vor Beginn der Arbeiten beantragt werden.

## Angebote vergleichen: auf den Effektivzins achten

So vergleichen Sie Kredite fair:

1. **Achten Sie auf den Effektivzins (TAE), nicht nur auf den Sollzins (TIN).** Er enthält Gebühren und Kosten und zeigt den tatsächlichen Preis besser.
2. **Prüfen Sie die Gebühren** für Abschluss, Bearbeitung und vorzeitige Rückzahlung.
3. **Vorsicht bei Koppelprodukten.** Pflichtversicherungen oder andere Produkte können einen Kredit verteuern, auch wenn der Zins niedrig wirkt.
4. **Berechnen Sie den Gesamtbetrag**, den Sie zurückzahlen, und vergleichen Sie Angebote mit gleicher Laufzeit.
5. **Wählen Sie eine Rate, die zu Ihrem Budget passt**, mit Spielraum für Unvorhergesehenes.

## Beginnen Sie mit einem Festpreisangebot

Egal welchen Weg Sie wählen: Am Anfang steht die Frage, was die Arbeiten kosten. Auf unserer Seite zur [Hausrenovierung in Spanien](/de/hausrenovierung-spanien) sehen Sie, wie wir arbeiten. Nach einer kostenlosen technischen Besichtigung senden wir Ihnen innerhalb von 24 Stunden ein detailliertes Angebot und erläutern die verfügbaren Finanzierungsoptionen, unverbindlich.$md$,
  $md$Качественный ремонт повышает стоимость жилья и делает жизнь комфортнее, но оплатить его сразу из сбережений не всегда возможно — да и не всегда разумно. Существует несколько способов финансирования, и правильный выбор может заметно сэкономить вам деньги на процентах за весь срок кредита.

![Ключи на журнальном столике в только что отремонтированной гостиной](/blog/como-financiar-reforma-vivienda.svg)

## Основные варианты финансирования

### Потребительский кредит на ремонт

Самый распространённый вариант. Многие испанские банки предлагают специальные кредиты на ремонт, нередко на более длительный срок, чем обычный потребительский кредит. Их быстро оформляют, и они не требуют залога недвижимости; зато ставка, как правило, выше, чем по ипотеке.

### Финансирование через ремонтную компанию

В Hogara Reformas мы предлагаем **финансирование до 100 %** стоимости проекта через нашего финансового партнёра. Вы можете рассмотреть его вместе со сметой по фиксированной цене и с самого начала знать, сколько заплатите в итоге и за сколько платежей.

### Увеличение ипотеки

Если у вас уже есть ипотека, можно попросить банк увеличить сумму кредита. Ставка обычно ниже, чем по потребительскому кредиту, но срок длинный, а сделка может повлечь расходы на оценку, нотариуса, регистрацию и в некоторых случаях налоги. Сравнивайте общую стоимость, а не только ежемесячный платёж.

## Государственная поддержка энергоэффективности

Если ремонт повышает энергоэффективность жилья — утепление, новые окна, тепловой насос или солнечные панели, — возможно, вам положены субсидии. В последние годы средства европейской программы Next Generation EU финансировали программы реновации, которыми управляют автономные сообщества, а также действовали вычеты по подоходному налогу (IRPF) за работы по повышению энергоэффективности — как правило, при наличии энергетических сертификатов до и после ремонта.

Условия программ меняются, у них есть конкретные сроки и требования, поэтому до начала работ изучите информацию на сайте [IDAE](https://www.idae.es) и вашего автономного сообщества: некоторые субсидии нужно запрашивать ещё до старта ремонта.

## Как сравнивать предложения: смотрите на TAE

Чтобы сравнить кредиты честно:

1. **Смотрите на TAE (полную стоимость кредита), а не только на номинальную ставку (TIN).** TAE учитывает комиссии и расходы и лучше отражает реальную цену.
2. **Проверьте комиссии** за оформление, рассмотрение заявки и досрочное погашение.
3. **Осторожно с привязанными продуктами.** Обязательная страховка или другие услуги могут удорожить кредит, даже если ставка кажется низкой.
4. **Посчитайте общую сумму к возврату** и сравнивайте предложения с одинаковым сроком.
5. **Выбирайте комфортный платёж**, с запасом на непредвиденные расходы.

## Начните со сметы по фиксированной цене

Какой бы путь вы ни выбрали, всё начинается с точной стоимости работ. На странице [ремонт дома в Испании](/ru/remont-doma-ispania) вы узнаете, как мы работаем. После бесплатного технического осмотра мы в течение 24 часов пришлём подробную смету и расскажем о доступных вариантах финансирования — без обязательств.$md$,
  $md$Opciones para financiar una reforma: préstamo personal, financiación hasta el 100 %, ampliación de hipoteca, ayudas energéticas y cómo comparar la TAE.$md$,
  $md$Ways to finance a home renovation in Spain: personal loans, up to 100% financing, mortgage extensions, energy-efficiency aid and comparing APR.$md$,
  $md$Financer une rénovation en Espagne : prêt personnel, financement jusqu'à 100 %, extension de prêt, aides énergétiques et comparaison du TAEG.$md$,
  $md$Renovierung in Spanien finanzieren: Privatkredit, bis zu 100 % Finanzierung, Hypothekenaufstockung, Förderung und Effektivzins vergleichen.$md$,
  $md$Как оплатить ремонт в Испании: потребительский кредит, финансирование до 100 %, увеличение ипотеки, субсидии и сравнение TAE.$md$,
  array['financiar reforma vivienda', 'préstamo reforma casa', 'ayudas eficiencia energética reforma', 'home renovation financing spain', 'renovation loan spain']);

insert into public.blog_posts (id, slug, category, image_url, seo_score, views_count, published_at,
  title_es, title_en, title_fr, title_de, title_ru,
  excerpt_es, excerpt_en, excerpt_fr, excerpt_de, excerpt_ru,
  content_es, content_en, content_fr, content_de, content_ru,
  meta_description_es, meta_description_en, meta_description_fr, meta_description_de, meta_description_ru,
  keywords)
values ('0b1a7c3e-1001-4a6b-9c01-000000000004', 'caso-bano-chamartin-plato-ducha', 'case-study', '/blog/caso-bano-chamartin-plato-ducha.svg', 91, 1840, '2026-11-05',
  $md$Caso real en Chamartín: de bañera a ducha accesible en 3 días$md$,
  $md$Chamartín Case Study: From Bathtub to Accessible Shower in 3 Days$md$,
  $md$Chamartín : d'une baignoire à une douche accessible en 3 jours$md$,
  $md$Chamartín: Von der Badewanne zur barrierearmen Dusche in 3 Tagen$md$,
  $md$Чамартин: замена ванны на безопасный душ за 3 дня$md$,
  $md$Cambiamos una bañera antigua por un plato de ducha antideslizante con mampara pensando en una madre mayor. El cambio, en 3 días; el baño completo, en 2,5 semanas.$md$,
  $md$We replaced an old tub with a non-slip walk-in shower for an elderly parent. The swap took 3 days; the full bathroom, two and a half weeks.$md$,
  $md$Une vieille baignoire remplacée par une douche antidérapante avec paroi vitrée pour une mère âgée : 3 jours pour l'échange, deux semaines et demie au total.$md$,
  $md$Eine alte Badewanne wich einer rutschfesten Dusche mit Glaswand für die ältere Mutter: 3 Tage für den Tausch, zweieinhalb Wochen für das ganze Bad.$md$,
  $md$Старую ванну заменили на противоскользящий душевой поддон со стеклянной перегородкой для пожилой мамы: 3 дня на замену, две с половиной недели на всю ванную.$md$,
  $md$Una familia de Chamartín nos llamó con una preocupación muy concreta: la madre, ya mayor, iba a pasar largas temporadas en casa y entrar en la vieja bañera se había convertido en un riesgo diario. El baño, además, tenía azulejos de hace décadas, un lavabo de pie sin espacio de almacenaje y poca luz. El objetivo era claro: un baño seguro, cómodo y fácil de limpiar, sin que pareciera un baño de hospital.

![Baño reformado en Chamartín con plato de ducha a ras de suelo y mampara de vidrio](/blog/caso-bano-chamartin-plato-ducha.svg)

## El punto de partida y las necesidades

En la visita técnica gratuita medimos el baño, revisamos el estado de las tuberías y hablamos con toda la familia. Las prioridades quedaron así:

- Eliminar el escalón de la bañera y conseguir una entrada a la ducha prácticamente a ras de suelo.
- Un plato y un suelo antideslizantes, también con el pie mojado.
- Espacio libre bajo el lavabo y almacenaje a una altura cómoda.
- Buena iluminación y una grifería fácil de manejar.

## La solución: plato de ducha, mampara y mueble suspendido

Sustituimos la bañera por un plato de ducha extraplano antideslizante con una mampara fija de vidrio templado, sin carriles ni bordes con los que tropezar. Renovamos los azulejos de paredes y suelo con piezas de gran formato, que dejan menos juntas y se limpian mejor. Y colocamos un mueble de lavabo suspendido: libera el suelo y permite acercarse con una silla si algún día hace falta.

### Plazos reales de la obra

El cambio de bañera por plato de ducha, por sí solo, se hizo en 3 días, dentro de los 2 a 3 días habituales para este trabajo. Como la familia decidió renovar todo el baño, la obra completa duró dos semanas y media, con alicatado, fontanería, mueble e iluminación incluidos.

## Presupuesto

Un baño completo en Madrid suele costar entre 3.500 y 12.000 €, según el tamaño, las calidades y las instalaciones. Este proyecto quedó en la parte media de la horquilla: materiales de buena gama, sin lujos innecesarios, con precio fijo por contrato y garantía escrita de 5 años. Si se trata de la vivienda habitual, en muchos casos la mano de obra puede tributar con un IVA reducido del 10 %; conviene confirmarlo en cada caso. Para información sobre accesibilidad, consulta la web del [Ayuntamiento de Madrid](https://www.madrid.es).

## Lecciones que nos llevamos

1. Hablar con quien va a usar el baño, no solo con quien lo paga.
2. La accesibilidad no está reñida con el diseño: un baño sin escalones también puede ser elegante.
3. Prever el futuro sale barato: reforzar una pared para una posible barra de apoyo cuesta poco durante la obra y mucho después.

Encontrarás más ejemplos en nuestra página de [reformas de baños](/reformas-banos). Pide tu presupuesto gratuito y te lo enviamos en 24 horas.$md$,
  $md$A family in Chamartín came to us with a very specific concern: an elderly parent was about to spend long stretches living with them, and climbing over the old bathtub had become a daily fall risk. On top of that, the bathroom had decades-old tile, a pedestal sink with no storage and poor lighting. The goal was simple: a safe, comfortable, easy-to-clean bathroom that didn't feel clinical.

![Renovated bathroom in Chamartín with a low-profile shower tray and glass screen](/blog/caso-bano-chamartin-plato-ducha.svg)

## Where we started and what the family needed

During the free site visit we measured the room, checked the condition of the pipes and sat down with the whole family. The priorities ended up like this:

- Get rid of the tub wall and create a shower entry that is practically flush with the floor.
- A non-slip shower tray and floor tile that stay safe with wet feet.
- Open space under the sink and storage at a comfortable height.
- Good lighting and faucets that are easy to operate.

## The solution: walk-in shower, glass screen and floating vanity

We replaced the bathtub with an ultra-low, non-slip shower tray and a fixed tempered-glass screen, so there are no tracks or raised edges to trip over. New large-format tile on the walls and floor means fewer grout lines and much easier cleaning. A floating vanity frees up the floor and leaves room to pull up a chair if that's ever needed.

### The real timeline

The tub-to-shower swap on its own took 3 days, in line with the usual 2 to 3 days for this kind of job. Because the family chose to redo the whole bathroom, the complete project took two and a half weeks, including tiling, plumbing, the vanity and lighting.

## Budget

A full bathroom renovation in Madrid typically runs between €3,500 and €12,000, depending on size, finishes and plumbing work. This project landed in the middle of that range: quality materials, no unnecessary luxury, all under a fixed-price contract with a 5-year written guarantee. If it's your primary residence, labor can in many cases qualify for a reduced 10% VAT rate instead of the standard 21%, so it's worth confirming for your situation. For general information on accessibility and city programs, check the [Madrid City Council website](https://www.madrid.es).

## Lessons learned

1. Talk to the person who will actually use the bathroom, not just the person paying for it.
2. Accessible doesn't have to mean institutional: a step-free bathroom can look great.
3. Planning ahead is cheap: reinforcing a wall for a future grab bar costs little during the work and a lot afterward.

Thinking about something similar? See more examples on our [bathroom renovations](/en/bathroom-renovations) page, and ask us for a free quote. We'll send it within 24 hours.$md$,
  $md$Une famille de Chamartín nous a contactés avec une inquiétude très précise : leur mère, âgée, allait passer de longues périodes chez eux, et enjamber la vieille baignoire était devenu un risque quotidien. La salle de bain avait en plus un carrelage de plusieurs décennies, un lavabo sur colonne sans aucun rangement et un éclairage insuffisant. L'objectif était clair : une pièce sûre, confortable et facile à entretenir, sans allure d'hôpital.

![Salle de bain rénovée à Chamartín avec receveur extraplat et paroi en verre](/blog/caso-bano-chamartin-plato-ducha.svg)

## Le point de départ et les besoins

Lors de la visite technique gratuite, nous avons pris les mesures, vérifié l'état des canalisations et échangé avec toute la famille. Les priorités étaient les suivantes :

- Supprimer la marche de la baignoire et obtenir une douche pratiquement de plain-pied.
- Un receveur et un sol antidérapants, même les pieds mouillés.
- De l'espace libre sous le lavabo et des rangements à une hauteur confortable.
- Un bon éclairage et une robinetterie simple à manipuler.

## La solution : receveur, paroi vitrée et meuble suspendu

Nous avons remplacé la baignoire par un receveur extraplat antidérapant et une paroi fixe en verre trempé, sans rail ni rebord où trébucher. Le nouveau carrelage grand format, au mur comme au sol, réduit le nombre de joints et simplifie le nettoyage. Le meuble vasque suspendu libère le sol et permet, si besoin un jour, de s'approcher avec une chaise.

### Les délais réels

Le remplacement de la baignoire par la douche a pris 3 jours, dans la fourchette habituelle de 2 à 3 jours pour ce type de travaux. Comme la famille a choisi de rénover toute la salle de bain, le chantier complet a duré deux semaines et demie, carrelage, plomberie, meuble et éclairage compris.

## Le budget

À Madrid, une salle de bain complète coûte généralement entre 3 500 et 12 000 €, selon la surface, les finitions et les installations. Ce projet se situe dans la partie médiane de la fourchette : des matériaux de bonne qualité, sans luxe superflu, le tout à prix fixe par contrat avec une garantie écrite de 5 ans. Pour une résidence principale, la main-d'œuvre peut dans de nombreux cas bénéficier d'une TVA réduite de 10 % au lieu de 21 % ; mieux vaut le vérifier au cas par cas. Pour en savoir plus sur l'accessibilité, consultez le site de la [Mairie de Madrid](https://www.madrid.es).

## Les leçons à retenir

1. Parler avec la personne qui utilisera la salle de bain, pas seulement avec celle qui paie.
2. Accessibilité et design ne s'opposent pas : une douche de plain-pied peut être très élégante.
3. Anticiper coûte peu : renforcer un mur pour une future barre d'appui est simple pendant les travaux, bien plus cher après.

Un projet similaire ? Découvrez d'autres exemples sur notre page [rénovation de salles de bain](/fr/renovations-salles-bain) et demandez votre devis gratuit, envoyé sous 24 heures.$md$,
  $md$Eine Familie aus Chamartín kam mit einem ganz konkreten Anliegen zu uns: Die ältere Mutter sollte künftig längere Zeit bei ihnen wohnen, und der Einstieg in die alte Badewanne war zu einem täglichen Sturzrisiko geworden. Dazu kamen jahrzehntealte Fliesen, ein Standwaschbecken ohne Stauraum und schwaches Licht. Das Ziel war klar: ein sicheres, bequemes und pflegeleichtes Bad, das trotzdem nicht nach Klinik aussieht.

![Renoviertes Bad in Chamartín mit flacher Duschtasse und Glaswand](/blog/caso-bano-chamartin-plato-ducha.svg)

## Ausgangslage und Anforderungen

Beim kostenlosen technischen Besuch haben wir das Bad vermessen, den Zustand der Leitungen geprüft und mit der ganzen Familie gesprochen. Die Prioritäten sahen so aus:

- Die hohe Wannenkante beseitigen und einen nahezu bodengleichen Duscheinstieg schaffen.
- Eine rutschhemmende Duschtasse und Bodenfliesen, die auch mit nassen Füßen sicher sind.
- Freiraum unter dem Waschbecken und Stauraum in bequemer Höhe.
- Gutes Licht und leicht bedienbare Armaturen.

## Die Lösung: Duschtasse, Glaswand und schwebender Waschtisch

Wir haben die Badewanne durch eine extraflache, rutschhemmende Duschtasse mit einer festen Wand aus Sicherheitsglas ersetzt – ohne Schienen oder Kanten, an denen man hängen bleibt. Neue großformatige Fliesen an Wand und Boden bedeuten weniger Fugen und eine einfachere Reinigung. Der schwebende Waschtisch hält den Boden frei und lässt bei Bedarf Platz, um mit einem Stuhl heranzurücken.

### Die tatsächliche Bauzeit

Der Umbau von der Wanne zur Dusche allein dauerte 3 Tage und lag damit im üblichen Rahmen von 2 bis 3 Tagen. Da sich die Familie für ein komplett neues Bad entschied, dauerte das gesamte Projekt zweieinhalb Wochen, einschließlich Fliesen, Sanitärinstallation, Waschtisch und Beleuchtung. Alle Phasen waren vorab abgestimmt, damit die Wohnung durchgehend bewohnbar blieb.

## Das Budget

Ein komplettes Bad kostet in Madrid in der Regel zwischen 3.500 und 12.000 €, je nach Größe, Ausstattung und Installationen. Dieses Projekt lag im mittleren Bereich der Spanne: hochwertige Materialien ohne unnötigen Luxus, zum vertraglich festgelegten Festpreis und mit 5 Jahren schriftlicher Garantie. Bei einer selbst genutzten Wohnung kann für die Arbeitsleistung in vielen Fällen ein ermäßigter Mehrwertsteuersatz von 10 % statt 21 % gelten; das sollte man im Einzelfall prüfen. Allgemeine Informationen zur Barrierefreiheit finden Sie auf der Website der [Stadt Madrid](https://www.madrid.es).

## Was wir daraus lernen

1. Mit der Person sprechen, die das Bad nutzen wird – nicht nur mit der, die es bezahlt.
2. Barrierefrei heißt nicht steril: Ein stufenloses Bad kann sehr elegant sein.
3. Vorausplanen ist günstig: Eine Wand für einen späteren Haltegriff zu verstärken, kostet während der Bauarbeiten wenig und danach viel.

Planen Sie etwas Ähnliches? Weitere Beispiele finden Sie auf unserer Seite [Badezimmer-Renovierungen](/de/badezimmer-renovierungen). Fordern Sie Ihr kostenloses Angebot an – Sie erhalten es innerhalb von 24 Stunden.$md$,
  $md$Семья из района Чамартин обратилась к нам с очень конкретной задачей: пожилая мама собиралась надолго переехать к ним, а перешагивать через высокий бортик старой ванны стало ежедневным риском. К тому же в ванной была плитка, которой несколько десятков лет, раковина на пьедестале без места для хранения и слабое освещение. Цель была понятной: безопасная, удобная и простая в уборке ванная комната, которая при этом не выглядит как больничная.

![Отремонтированная ванная в Чамартине с низким душевым поддоном и стеклянной перегородкой](/blog/caso-bano-chamartin-plato-ducha.svg)

## С чего мы начали и что было нужно семье

Во время бесплатного технического визита мы сделали замеры, проверили состояние труб и поговорили со всей семьёй. Приоритеты получились такими:

- Убрать высокий бортик ванны и сделать вход в душ практически вровень с полом.
- Противоскользящий поддон и напольная плитка, безопасные даже для мокрых ног.
- Свободное пространство под раковиной и места для хранения на удобной высоте.
- Хороший свет и простые в управлении смесители.

## Решение: душевой поддон, стеклянная перегородка и подвесная тумба

Мы заменили ванну на сверхнизкий противоскользящий поддон с неподвижной перегородкой из закалённого стекла — без направляющих и порогов, о которые можно споткнуться. Новая крупноформатная плитка на стенах и полу означает меньше швов и более лёгкую уборку. Подвесная тумба под раковиной освобождает пол, упрощает уборку и при необходимости позволяет подсесть к раковине на стуле.

### Реальные сроки

Сама замена ванны на душ заняла 3 дня — это укладывается в обычные для такой работы 2–3 дня. Поскольку семья решила обновить всю ванную, весь проект занял две с половиной недели, включая плитку, сантехнику, мебель и освещение. Каждый этап согласовывался заранее, чтобы в квартире можно было спокойно жить во время работ.

## Бюджет

Полный ремонт ванной в Мадриде обычно стоит от 3 500 до 12 000 € в зависимости от площади, материалов и объёма инженерных работ. Этот проект оказался в средней части диапазона: качественные материалы без лишней роскоши, фиксированная цена по договору и письменная гарантия на 5 лет. Если речь идёт об основном жилье, работы во многих случаях могут облагаться сниженным НДС 10 % вместо 21 %; это стоит уточнить в каждом конкретном случае. Общую информацию о доступной среде и городских программах можно найти на сайте [мэрии Мадрида](https://www.madrid.es).

## Какие выводы мы сделали

1. Говорить с тем, кто будет пользоваться ванной, а не только с тем, кто платит.
2. Доступность не противоречит дизайну: ванная без ступенек может быть очень элегантной.
3. Думать наперёд выгодно: укрепить стену под будущий поручень во время ремонта стоит недорого, а потом — намного дороже.

Планируете что-то похожее? Больше примеров вы найдёте на нашей странице [ремонт ванных комнат](/ru/remont-vannykh). Запросите бесплатную смету — мы пришлём её в течение 24 часов.$md$,
  $md$Caso real en Chamartín: bañera cambiada por plato de ducha antideslizante en 3 días y baño completo en 2,5 semanas, pensado para una persona mayor.$md$,
  $md$Chamartín case study: old bathtub replaced by a non-slip walk-in shower in 3 days, full bathroom in 2.5 weeks, designed for an elderly parent.$md$,
  $md$Chamartín : baignoire remplacée par une douche antidérapante en 3 jours, salle de bain complète en 2,5 semaines, pensée pour une personne âgée.$md$,
  $md$Praxisbeispiel Chamartín: Badewanne in 3 Tagen durch rutschfeste Dusche ersetzt, komplettes Bad in 2,5 Wochen – barrierearm für die ältere Mutter.$md$,
  $md$Пример из Чамартина: ванна заменена на противоскользящий душ за 3 дня, вся ванная — за 2,5 недели, с учётом потребностей пожилого человека.$md$,
  array['cambiar bañera por plato de ducha', 'reforma baño chamartín', 'baño accesible personas mayores', 'bathtub to shower conversion madrid', 'accessible bathroom renovation spain']);

insert into public.blog_posts (id, slug, category, image_url, seo_score, views_count, published_at,
  title_es, title_en, title_fr, title_de, title_ru,
  excerpt_es, excerpt_en, excerpt_fr, excerpt_de, excerpt_ru,
  content_es, content_en, content_fr, content_de, content_ru,
  meta_description_es, meta_description_en, meta_description_fr, meta_description_de, meta_description_ru,
  keywords)
values ('0b1a7c3e-1001-4a6b-9c01-000000000005', 'caso-reforma-integral-piso-chamberi', 'case-study', '/blog/caso-reforma-integral-piso-chamberi.svg', 94, 2760, '2026-10-08',
  $md$Reforma integral en Chamberí: un piso de 85 m² en 12 semanas$md$,
  $md$Chamberí Case Study: An 85 m² Full Renovation in 12 Weeks$md$,
  $md$Chamberí : rénovation complète de 85 m² en 12 semaines$md$,
  $md$Chamberí: Komplettsanierung einer 85-m²-Wohnung in 12 Wochen$md$,
  $md$Чамбери: капитальный ремонт квартиры 85 м² за 12 недель$md$,
  $md$Cocina abierta al salón, dos baños nuevos, suelo de roble e instalaciones renovadas en un piso de 85 m² en Chamberí: 12 semanas y precio fijo cumplido.$md$,
  $md$Open-plan kitchen, two new bathrooms, oak floors and all-new wiring and plumbing in an 85 m² Chamberí flat: 12 weeks, fixed price kept.$md$,
  $md$Cuisine ouverte, deux salles de bain neuves, parquet en chêne et réseaux refaits sur 85 m² à Chamberí : 12 semaines et prix fixe respecté.$md$,
  $md$Offene Küche, zwei neue Bäder, Eichenparkett sowie neue Elektrik und Leitungen auf 85 m² in Chamberí: 12 Wochen, Festpreis eingehalten.$md$,
  $md$Кухня, объединённая с гостиной, два новых санузла, дубовый пол, новая электрика и сантехника в квартире 85 м² в Чамбери: 12 недель и фиксированная цена.$md$,
  $md$Un piso de 85 m² en Chamberí, en un edificio clásico del barrio, con la distribución típica de hace décadas: cocina cerrada y separada del salón, baños anticuados, instalaciones originales y suelos muy castigados. Los propietarios querían una casa luminosa y actual, pero sobre todo querían saber desde el primer día cuánto iba a costar y cuándo podrían entrar a vivir.

![Salón de un piso en Chamberí con cocina abierta y suelo de roble tras la reforma integral](/blog/caso-reforma-integral-piso-chamberi.svg)

## El encargo: abrir la casa y renovarlo todo

Tras la visita técnica gratuita y el estudio de la vivienda, definimos el alcance completo de la obra:

- Abrir la cocina al salón para ganar luz y un gran espacio de convivencia.
- Hacer dos baños completamente nuevos, aprovechando mejor cada metro.
- Instalar suelo de roble en toda la vivienda.
- Renovar por completo la instalación eléctrica y la fontanería.

Antes de tirar ningún tabique comprobamos qué muros eran de carga. Abrir una cocina puede requerir refuerzos estructurales y, en muchos casos, un trámite municipal, ya sea licencia o declaración responsable según el tipo de obra. Conviene consultarlo en la web del [Ayuntamiento de Madrid](https://www.madrid.es) o dejar que la empresa lo gestione por ti.

## Cómo se desarrolló la obra

La reforma duró 12 semanas, desde la demolición hasta la entrega de llaves. El orden fue el habitual en una reforma integral: demolición, nuevas instalaciones, albañilería y baños, cocina, suelo y, por último, pintura y acabados.

### Informes semanales y precio fijo

Cada semana los propietarios recibían un informe con fotos, tareas terminadas y próximos pasos, de modo que no necesitaban pasar por la obra para saber cómo iba. El presupuesto se firmó con precio fijo por contrato y se mantuvo hasta el final. Eso es lo que significa precio fijo: el importe firmado es el importe que se paga, sin sorpresas en la última factura.

## ¿Cuánto cuesta una reforma así?

En Madrid, una reforma integral suele moverse entre 400 y 1.200 € por m². Para 85 m², eso supone una horquilla orientativa de 34.000 a 102.000 €, según calidades, cambios de distribución e instalaciones. Lo que más pesa en el precio es el número de baños, la cocina y el tipo de suelo. Además, es posible financiar hasta el 100 % de la obra.

## Lecciones del proyecto

1. Definirlo todo antes de empezar: cuanto más cerrado está el proyecto, más fácil es cumplir plazo y precio.
2. Las instalaciones nuevas no se ven, pero en un piso antiguo son lo más importante.
3. La comunicación semanal evita malentendidos y da tranquilidad a los propietarios.

¿Tienes un piso parecido? Descubre cómo trabajamos en nuestras [reformas integrales](/reformas-integrales) y pide tu presupuesto gratuito: lo recibirás en 24 horas.$md$,
  $md$This 85 m² (about 915 sq ft) flat in Chamberí sits in a classic building in one of Madrid's most sought-after neighborhoods, and it still had the layout of decades past: a closed-off kitchen separated from the living room, dated bathrooms, original wiring and plumbing, and badly worn floors. The owners wanted a bright, modern home, but above all they wanted to know from day one what it would cost and when they could move in.

![Chamberí living room with an open kitchen and oak floors after the full renovation](/blog/caso-reforma-integral-piso-chamberi.svg)

## The brief: open it up and redo everything

After the free site visit and a detailed survey of the apartment, we defined the full scope:

- Open the kitchen to the living room for more daylight and one large shared space.
- Build two completely new bathrooms, making better use of every square meter.
- Lay oak flooring throughout.
- Replace the entire electrical system and all plumbing.

Before touching a single wall, we checked which ones were load-bearing. Opening up a kitchen may require structural reinforcement and, in many cases, a city filing, either a permit or a "declaración responsable" depending on the scope. You can find general guidance on the [Madrid City Council website](https://www.madrid.es), or let your contractor handle the paperwork.

## How the project ran

The renovation took 12 weeks from demolition to handing over the keys. The sequence was the standard one for a full renovation: demolition, new systems, masonry and bathrooms, kitchen, flooring and finally paint and finishes.

### Weekly reports and a fixed price

Every week the owners received a report with photos, completed tasks and next steps, so they never had to visit the site to know where things stood. That matters a lot if you live abroad or work long hours. The budget was signed as a fixed price in the contract and it held to the end. That is what fixed price means: the amount you sign is the amount you pay, with no surprises on the final invoice.

## What does a renovation like this cost?

In Madrid, a full renovation usually runs between €400 and €1,200 per m². For 85 m², that means a ballpark of €34,000 to €102,000, depending on finishes, layout changes and systems. The biggest cost drivers are the number of bathrooms, the kitchen and the type of flooring. Financing of up to 100% is also available.

## Lessons from this project

1. Define everything before you start: the more complete the plan, the easier it is to hit the deadline and the price.
2. New wiring and plumbing are invisible, but in an older building they matter most.
3. Weekly communication prevents misunderstandings and gives owners peace of mind.

Own a similar apartment? See how we work on our [full home renovations](/en/house-renovation-spain) page and request a free quote. You'll have it within 24 hours.$md$,
  $md$Cet appartement de 85 m² à Chamberí, dans un immeuble classique du quartier, avait conservé la distribution d'il y a plusieurs décennies : cuisine fermée et séparée du salon, salles de bain vieillissantes, installations d'origine et sols très abîmés. Les propriétaires souhaitaient un logement lumineux et contemporain, mais voulaient surtout savoir dès le premier jour combien cela coûterait et quand ils pourraient emménager.

![Salon d'un appartement à Chamberí avec cuisine ouverte et parquet en chêne après la rénovation](/blog/caso-reforma-integral-piso-chamberi.svg)

## La mission : ouvrir l'espace et tout refaire

Après la visite technique gratuite et l'étude du logement, nous avons défini l'ensemble des travaux :

- Ouvrir la cuisine sur le salon pour gagner en lumière et créer une grande pièce de vie.
- Créer deux salles de bain entièrement neuves, en optimisant chaque mètre carré.
- Poser un parquet en chêne dans tout l'appartement.
- Refaire complètement l'électricité et la plomberie.

Avant d'abattre la moindre cloison, nous avons vérifié quels murs étaient porteurs. Ouvrir une cuisine peut nécessiter des renforts structurels et, dans de nombreux cas, une démarche auprès de la mairie : permis ou « declaración responsable » selon la nature des travaux. Vous trouverez des informations générales sur le site de la [Mairie de Madrid](https://www.madrid.es), ou vous pouvez confier ces démarches à l'entreprise.

## Le déroulement du chantier

La rénovation a duré 12 semaines, de la démolition à la remise des clés. L'ordre était celui d'une rénovation complète classique : démolition, nouveaux réseaux, maçonnerie et salles de bain, cuisine, sols, puis peinture et finitions.

### Rapports hebdomadaires et prix fixe

Chaque semaine, les propriétaires recevaient un rapport avec photos, tâches terminées et prochaines étapes. Ils n'avaient donc pas besoin de passer sur le chantier pour savoir où en étaient les travaux, un vrai atout lorsqu'on vit à l'étranger. Le budget a été signé à prix fixe par contrat et il a été tenu jusqu'au bout : le montant signé est le montant payé, sans mauvaise surprise sur la dernière facture.

## Combien coûte une telle rénovation ?

À Madrid, une rénovation complète se situe généralement entre 400 et 1 200 € par m². Pour 85 m², cela représente une fourchette indicative de 34 000 à 102 000 €, selon les finitions, les changements de distribution et les installations. Les postes qui pèsent le plus sont le nombre de salles de bain, la cuisine et le type de sol. Un financement jusqu'à 100 % est également possible.

## Les enseignements du projet

1. Tout définir avant de commencer : plus le projet est précis, plus il est facile de respecter délais et prix.
2. Les réseaux neufs ne se voient pas, mais dans un immeuble ancien ce sont eux qui comptent le plus.
3. Une communication hebdomadaire évite les malentendus et rassure les propriétaires.

Vous possédez un appartement similaire ? Découvrez notre approche de la [rénovation complète](/fr/renovation-maison-espagne) et demandez votre devis gratuit : vous le recevrez sous 24 heures.$md$,
  $md$Diese 85-m²-Wohnung in Chamberí liegt in einem klassischen Altbau des Viertels und hatte noch den Grundriss von vor einigen Jahrzehnten: eine geschlossene, vom Wohnzimmer getrennte Küche, veraltete Bäder, die ursprünglichen Leitungen und stark abgenutzte Böden. Die Eigentümer wünschten sich ein helles, zeitgemäßes Zuhause, wollten aber vor allem vom ersten Tag an wissen, was es kostet und wann sie einziehen können.

![Wohnzimmer in Chamberí mit offener Küche und Eichenparkett nach der Komplettsanierung](/blog/caso-reforma-integral-piso-chamberi.svg)

## Der Auftrag: öffnen und alles erneuern

Nach dem kostenlosen technischen Besuch und einer genauen Bestandsaufnahme haben wir den gesamten Umfang festgelegt:

- Die Küche zum Wohnzimmer öffnen, um mehr Licht und einen großen gemeinsamen Wohnraum zu gewinnen.
- Zwei komplett neue Bäder bauen und dabei jeden Quadratmeter besser nutzen.
- Eichenparkett in der ganzen Wohnung verlegen.
- Elektroinstallation und Wasserleitungen vollständig erneuern.

Bevor eine einzige Wand fiel, haben wir geprüft, welche Wände tragend sind. Das Öffnen einer Küche kann statische Verstärkungen erfordern und in vielen Fällen auch ein Verfahren bei der Stadt, je nach Umfang eine Baugenehmigung oder eine „declaración responsable“. Allgemeine Informationen finden Sie auf der Website der [Stadt Madrid](https://www.madrid.es); alternativ übernimmt der Baubetrieb die Formalitäten.

## So verlief die Baustelle

Die Sanierung dauerte 12 Wochen, vom Abbruch bis zur Schlüsselübergabe. Die Reihenfolge war die übliche bei einer Komplettsanierung: Abbruch, neue Installationen, Maurerarbeiten und Bäder, Küche, Boden und zum Schluss Malerarbeiten und Oberflächen.

### Wochenberichte und Festpreis

Jede Woche erhielten die Eigentümer einen Bericht mit Fotos, erledigten Arbeiten und den nächsten Schritten. So mussten sie nicht auf die Baustelle kommen, um zu wissen, wie es vorangeht – ein großer Vorteil, wenn man im Ausland lebt. Das Budget wurde als Festpreis im Vertrag vereinbart und bis zum Ende eingehalten: Der unterschriebene Betrag ist der Betrag, den man zahlt, ohne Überraschungen bei der Schlussrechnung.

## Was kostet eine solche Sanierung?

In Madrid liegt eine Komplettsanierung meist zwischen 400 und 1.200 € pro m². Für 85 m² ergibt das eine grobe Spanne von 34.000 bis 102.000 €, abhängig von Ausstattung, Grundrissänderungen und Installationen. Am stärksten ins Gewicht fallen die Zahl der Bäder, die Küche und die Art des Bodens. Eine Finanzierung von bis zu 100 % ist ebenfalls möglich.

## Was wir aus dem Projekt lernen

1. Alles vor Baubeginn festlegen: Je genauer die Planung, desto leichter lassen sich Termin und Preis halten.
2. Neue Leitungen sieht man nicht, aber in einem Altbau sind sie das Wichtigste.
3. Wöchentliche Kommunikation verhindert Missverständnisse und gibt den Eigentümern Sicherheit.

Besitzen Sie eine ähnliche Wohnung? Erfahren Sie mehr über unsere [Komplettsanierungen](/de/hausrenovierung-spanien) und fordern Sie Ihr kostenloses Angebot an – Sie erhalten es innerhalb von 24 Stunden.$md$,
  $md$Квартира площадью 85 м² в Чамбери находится в классическом доме этого района и сохраняла планировку многолетней давности: закрытая кухня, отделённая от гостиной, устаревшие санузлы, старые коммуникации и сильно изношенные полы. Владельцы хотели светлое современное жильё, но прежде всего им было важно с первого дня знать, сколько будет стоить ремонт и когда можно будет въехать.

![Гостиная квартиры в Чамбери с открытой кухней и дубовым полом после капитального ремонта](/blog/caso-reforma-integral-piso-chamberi.svg)

## Задача: открыть пространство и обновить всё

После бесплатного технического визита и подробного обследования квартиры мы определили полный объём работ:

- Объединить кухню с гостиной, чтобы получить больше света и одно большое общее пространство.
- Сделать два полностью новых санузла, рационально используя каждый метр.
- Уложить дубовый пол во всей квартире.
- Полностью заменить электропроводку и сантехнические трубы.

Прежде чем сносить перегородки, мы проверили, какие стены являются несущими. Объединение кухни с гостиной может потребовать усиления конструкций и во многих случаях оформления документов в мэрии — разрешения или уведомления (declaración responsable), в зависимости от вида работ. Общую информацию можно найти на сайте [мэрии Мадрида](https://www.madrid.es), либо доверить оформление подрядчику.

## Как шли работы

Ремонт занял 12 недель — от демонтажа до передачи ключей. Последовательность была стандартной для капитального ремонта: демонтаж, новые коммуникации, черновые работы и санузлы, кухня, полы и в конце покраска и чистовая отделка.

### Еженедельные отчёты и фиксированная цена

Каждую неделю владельцы получали отчёт с фотографиями, выполненными работами и планом на следующие дни. Им не нужно было приезжать на объект, чтобы понимать, как продвигается ремонт, — это особенно удобно, если вы живёте за границей. Смета была подписана с фиксированной ценой по договору и сохранилась до самого конца: сумма в договоре — это сумма, которую вы платите, без сюрпризов в последнем счёте.

## Сколько стоит такой ремонт?

В Мадриде капитальный ремонт обычно стоит от 400 до 1 200 € за м². Для 85 м² это ориентировочно от 34 000 до 102 000 € в зависимости от материалов, перепланировки и инженерных систем. Сильнее всего на цену влияют количество санузлов, кухня и тип напольного покрытия. Также возможно финансирование до 100 % стоимости.

## Выводы по проекту

1. Всё определить до начала работ: чем точнее проект, тем проще уложиться в срок и бюджет.
2. Новые коммуникации не видны, но в старом доме именно они важнее всего.
3. Еженедельная связь с заказчиком предотвращает недопонимание и даёт спокойствие.

У вас похожая квартира? Узнайте, как мы работаем, на странице [капитальный ремонт](/ru/remont-doma-ispania), и запросите бесплатную смету — вы получите её в течение 24 часов.$md$,
  $md$Caso real de reforma integral en Chamberí: piso de 85 m² con cocina abierta, dos baños nuevos y suelo de roble en 12 semanas, con precio fijo.$md$,
  $md$Full renovation case study in Chamberí, Madrid: 85 m² flat with open kitchen, two new bathrooms and oak floors in 12 weeks at a fixed price.$md$,
  $md$Chamberí (Madrid) : 85 m² rénovés en 12 semaines, cuisine ouverte, deux salles de bain, parquet en chêne et prix fixe respecté.$md$,
  $md$Praxisbeispiel Chamberí: 85 m² in 12 Wochen komplett saniert – offene Küche, zwei neue Bäder, Eichenparkett und Festpreis.$md$,
  $md$Капремонт в Чамбери (Мадрид): 85 м² за 12 недель — открытая кухня, два новых санузла, дубовый пол и фиксированная цена.$md$,
  array['reforma integral chamberí', 'reforma piso 85 m2 madrid', 'cocina abierta al salón', 'full renovation madrid apartment', 'renovation case study madrid']);

insert into public.blog_posts (id, slug, category, image_url, seo_score, views_count, published_at,
  title_es, title_en, title_fr, title_de, title_ru,
  excerpt_es, excerpt_en, excerpt_fr, excerpt_de, excerpt_ru,
  content_es, content_en, content_fr, content_de, content_ru,
  meta_description_es, meta_description_en, meta_description_fr, meta_description_de, meta_description_ru,
  keywords)
values ('0b1a7c3e-1001-4a6b-9c01-000000000006', 'caso-rehabilitacion-fachada-comunidad-tetuan', 'case-study', '/blog/caso-rehabilitacion-fachada-comunidad-tetuan.svg', 88, 960, '2026-09-16',
  $md$Fachada y cubierta en Tetuán: así rehabilitamos un edificio de los 60$md$,
  $md$Tetuán Case Study: Façade and Roof Rehab for a 1960s Building$md$,
  $md$Tetuán : réhabiliter façade et toiture d'un immeuble des années 60$md$,
  $md$Tetuán: Fassaden- und Dachsanierung eines Wohnhauses aus den 60ern$md$,
  $md$Тетуан: реконструкция фасада и кровли дома 1960-х годов$md$,
  $md$Cómo rehabilitamos la fachada y la cubierta de un edificio de los años 60 en Tetuán: inspección, aislamiento, coordinación vecinal y ayudas públicas.$md$,
  $md$How we rehabilitated the façade and roof of a 1960s building in Tetuán: inspection, insulation, working with the owners and public grants.$md$,
  $md$Comment nous avons réhabilité la façade et le toit d'un immeuble des années 60 à Tetuán : inspection, isolation, copropriétaires et aides publiques.$md$,
  $md$So haben wir Fassade und Dach eines Hauses aus den 60ern in Tetuán saniert: Inspektion, Dämmung, Abstimmung mit den Eigentümern und Fördermittel.$md$,
  $md$Как мы восстановили фасад и кровлю дома 1960-х годов в Тетуане: обследование, утепление, работа с соседями и государственные субсидии.$md$,
  $md$Un edificio residencial de los años 60 en Tetuán, con una fachada de ladrillo sin aislamiento, una cubierta con filtraciones y vecinos que pasaban frío en invierno y calor en verano. La comunidad de propietarios sabía que tenía que actuar, pero le preocupaban tres cosas: el coste, las molestias y la dificultad de poner de acuerdo a todos.

![Fachada rehabilitada de un edificio de los años 60 en Tetuán con nuevo aislamiento](/blog/caso-rehabilitacion-fachada-comunidad-tetuan.svg)

## Primer paso: la inspección del edificio

Los edificios con cierta antigüedad deben pasar inspecciones técnicas periódicas. Según el caso se habla de ITE (Inspección Técnica de Edificios) o de IEE (Informe de Evaluación del Edificio), que además valora la accesibilidad y la eficiencia energética. El informe confirmó lo que los vecinos intuían: la fachada y la cubierta necesitaban una intervención. Ese documento sirvió de base para el proyecto y para pedir ayudas.

## Qué hicimos

- Aislamiento térmico de la fachada por el exterior, que mejora el confort sin restar metros a las viviendas.
- Reparación previa del soporte de la fachada antes de aislar.
- Cubierta nueva con impermeabilización completa para acabar con las filtraciones.
- Organización de andamios, accesos y horarios para reducir al mínimo las molestias.

### Coordinación con el administrador y los vecinos

En una comunidad, la obra es tan técnica como humana. Trabajamos mano a mano con el administrador de fincas: explicamos el proyecto a los propietarios, resolvimos sus dudas y, durante la obra, avisamos con antelación de cada fase que afectaba a ventanas, terrazas o patios. Así los vecinos sabían en todo momento qué iba a pasar y cuándo.

## Las ayudas a la rehabilitación

La rehabilitación energética de edificios puede optar, en muchos casos, a ayudas públicas, como las vinculadas a los fondos Next Generation EU que gestionan las comunidades autónomas. Preparamos junto a la comunidad la documentación técnica para la solicitud. Las cuantías y los requisitos dependen de cada convocatoria y del ahorro energético conseguido, así que conviene revisar la información oficial de la [Comunidad de Madrid](https://www.comunidad.madrid) antes de decidir.

## Garantía y resultado

La obra se entregó con garantía decenal de 10 años sobre los elementos estructurales, además de nuestra garantía escrita de 5 años, y con precio fijo por contrato, algo clave cuando el presupuesto se reparte entre muchos propietarios.

## Lecciones para otras comunidades

1. Empezar por un buen informe técnico: ordena prioridades y abre la puerta a las ayudas.
2. Implicar al administrador desde el principio agiliza las decisiones.
3. Avisar antes de cada fase reduce quejas y retrasos.

Si vuestra comunidad está valorando una intervención parecida, conoced nuestro servicio de [rehabilitación de edificios](/rehabilitacion-edificios) y pedid un presupuesto gratuito.$md$,
  $md$A 1960s residential building in Tetuán, in northern Madrid, with an uninsulated brick façade, a leaking roof and residents who were cold in winter and hot in summer. The owners' association (the "comunidad de propietarios") knew it had to act, but three things worried them: the cost, the disruption and the challenge of getting everyone to agree.

![Rehabilitated façade of a 1960s building in Tetuán with new insulation](/blog/caso-rehabilitacion-fachada-comunidad-tetuan.svg)

## Step one: the building inspection

Older buildings in Spain must undergo periodic technical inspections. Depending on the case, this is called the ITE (Inspección Técnica de Edificios) or the IEE (Informe de Evaluación del Edificio), which also assesses accessibility and energy efficiency. The report confirmed what residents already suspected: the façade and the roof needed work. That document became the basis for both the project and the grant application.

## What we did

- External thermal insulation of the façade, which improves comfort without taking any floor space from the apartments.
- Repairs to the existing façade surface before insulating.
- A brand-new roof with full waterproofing to put an end to the leaks.
- Careful planning of scaffolding, access and working hours to keep disruption to a minimum.

### Working with the property manager and the neighbors

In a condominium-style building, a project is as much about people as about construction. We worked hand in hand with the property manager: we walked the owners through the project, answered their questions and, during the work, gave advance notice of every phase affecting windows, balconies or courtyards. Residents always knew what was coming and when.

## Public rehabilitation grants

Energy-efficiency upgrades to residential buildings can, in many cases, qualify for public funding, such as programs linked to the EU's Next Generation funds and managed by Spain's regional governments. We prepared the technical documentation for the application together with the owners' association. Amounts and requirements depend on each call for applications and on the energy savings achieved, so check the official information from the [Community of Madrid](https://www.comunidad.madrid) before deciding.

## Guarantee and outcome

The project was handed over with the 10-year structural guarantee ("garantía decenal"), on top of our 5-year written guarantee, and at a fixed price set in the contract, which is essential when the bill is split among many owners.

## Lessons for other buildings

1. Start with a solid technical report: it sets priorities and opens the door to grants.
2. Bring the property manager in from the beginning to speed up decisions.
3. Give notice before every phase to reduce complaints and delays.

If your building is considering similar work, learn more about our [building rehabilitation](/en/building-rehabilitation) service and ask for a free quote.$md$,
  $md$Un immeuble d'habitation des années 60 à Tetuán, au nord de Madrid, avec une façade en brique non isolée, un toit qui laissait passer l'eau et des habitants qui avaient froid l'hiver et chaud l'été. La copropriété (la « comunidad de propietarios ») savait qu'il fallait agir, mais trois points l'inquiétaient : le coût, les nuisances et la difficulté de mettre tout le monde d'accord.

![Façade réhabilitée d'un immeuble des années 60 à Tetuán avec nouvelle isolation](/blog/caso-rehabilitacion-fachada-comunidad-tetuan.svg)

## Première étape : l'inspection de l'immeuble

En Espagne, les immeubles d'un certain âge doivent passer des inspections techniques périodiques. Selon le cas, on parle d'ITE (Inspección Técnica de Edificios) ou d'IEE (Informe de Evaluación del Edificio), qui évalue aussi l'accessibilité et l'efficacité énergétique. Le rapport a confirmé ce que les habitants pressentaient : la façade et le toit devaient être rénovés. Ce document a servi de base au projet comme à la demande d'aides.

## Ce que nous avons réalisé

- Une isolation thermique de la façade par l'extérieur, qui améliore le confort sans réduire la surface des logements.
- La réparation préalable du support de la façade avant l'isolation.
- Une toiture neuve avec étanchéité complète pour en finir avec les infiltrations.
- L'organisation des échafaudages, des accès et des horaires pour limiter au maximum la gêne.

### La coordination avec le syndic et les copropriétaires

Dans une copropriété, un chantier est autant humain que technique. Nous avons travaillé main dans la main avec l'administrateur de biens : présentation du projet aux propriétaires, réponses à leurs questions et, pendant les travaux, information préalable de chaque phase touchant les fenêtres, les terrasses ou les cours. Les habitants savaient toujours ce qui allait se passer et quand.

## Les aides à la réhabilitation

La rénovation énergétique des immeubles peut, dans de nombreux cas, bénéficier d'aides publiques, comme celles liées aux fonds européens Next Generation EU et gérées par les communautés autonomes. Nous avons préparé avec la copropriété le dossier technique de la demande. Les montants et les conditions dépendent de chaque appel et des économies d'énergie obtenues : consultez les informations officielles de la [Communauté de Madrid](https://www.comunidad.madrid) avant de décider.

## Garantie et résultat

Le chantier a été livré avec la garantie décennale de 10 ans sur les éléments structurels, en plus de notre garantie écrite de 5 ans, et à prix fixe par contrat, un point essentiel lorsque le budget est réparti entre de nombreux propriétaires.

## Les leçons pour d'autres copropriétés

1. Commencer par un bon rapport technique : il fixe les priorités et ouvre la voie aux aides.
2. Associer le syndic dès le départ accélère les décisions.
3. Prévenir avant chaque phase réduit les plaintes et les retards.

Si votre copropriété envisage des travaux similaires, découvrez notre service de [réhabilitation de bâtiments](/fr/rehabilitation-batiments) et demandez un devis gratuit.$md$,
  $md$Ein Wohnhaus aus den 1960er-Jahren in Tetuán im Norden Madrids: eine ungedämmte Ziegelfassade, ein undichtes Dach und Bewohner, die im Winter froren und im Sommer schwitzten. Die Eigentümergemeinschaft („comunidad de propietarios“) wusste, dass sie handeln musste, aber drei Dinge bereiteten ihr Sorgen: die Kosten, die Belästigung während der Bauzeit und die Schwierigkeit, alle unter einen Hut zu bringen.

![Sanierte Fassade eines Wohnhauses aus den 60er-Jahren in Tetuán mit neuer Dämmung](/blog/caso-rehabilitacion-fachada-comunidad-tetuan.svg)

## Erster Schritt: die Gebäudeinspektion

Ältere Gebäude in Spanien müssen regelmäßig technisch geprüft werden. Je nach Fall spricht man von der ITE (Inspección Técnica de Edificios) oder dem IEE (Informe de Evaluación del Edificio), der zusätzlich Barrierefreiheit und Energieeffizienz bewertet. Der Bericht bestätigte, was die Bewohner ahnten: Fassade und Dach mussten saniert werden. Dieses Dokument war die Grundlage für das Projekt und für den Förderantrag.

## Was wir gemacht haben

- Außendämmung der Fassade, die den Wohnkomfort verbessert, ohne den Wohnungen Fläche zu nehmen.
- Vorherige Instandsetzung des Fassadenuntergrunds vor dem Dämmen.
- Ein neues Dach mit vollständiger Abdichtung, damit die Undichtigkeiten ein Ende haben.
- Durchdachte Planung von Gerüst, Zugängen und Arbeitszeiten, um Störungen gering zu halten.

### Abstimmung mit Verwalter und Eigentümern

In einer Eigentümergemeinschaft ist eine Baustelle ebenso eine menschliche wie eine technische Aufgabe. Wir haben eng mit dem Hausverwalter zusammengearbeitet: Wir haben den Eigentümern das Projekt erklärt, ihre Fragen beantwortet und während der Arbeiten jede Phase, die Fenster, Terrassen oder Innenhöfe betraf, rechtzeitig angekündigt. So wussten die Bewohner stets, was wann passiert.

## Fördermittel für die Sanierung

Die energetische Sanierung von Wohngebäuden kann in vielen Fällen öffentlich gefördert werden, etwa über Programme aus dem EU-Fonds Next Generation EU, die von den spanischen Regionen verwaltet werden. Gemeinsam mit der Eigentümergemeinschaft haben wir die technischen Unterlagen für den Antrag vorbereitet. Höhe und Voraussetzungen hängen von der jeweiligen Ausschreibung und der erzielten Energieeinsparung ab. Prüfen Sie daher vorab die offiziellen Informationen der [Comunidad de Madrid](https://www.comunidad.madrid).

## Garantie und Ergebnis

Das Projekt wurde mit der 10-jährigen Baugarantie („garantía decenal“) auf die tragenden Bauteile übergeben, zusätzlich zu unserer schriftlichen Garantie von 5 Jahren, und zu einem vertraglich festgelegten Festpreis – entscheidend, wenn die Kosten auf viele Eigentümer verteilt werden.

## Lehren für andere Eigentümergemeinschaften

1. Mit einem fundierten technischen Bericht beginnen: Er setzt Prioritäten und öffnet den Weg zu Fördermitteln.
2. Den Verwalter von Anfang an einbinden beschleunigt Entscheidungen.
3. Vor jeder Phase informieren reduziert Beschwerden und Verzögerungen.

Plant Ihre Eigentümergemeinschaft eine ähnliche Maßnahme? Erfahren Sie mehr über unsere [Gebäudesanierung](/de/gebaude-sanierung) und fordern Sie ein kostenloses Angebot an.$md$,
  $md$Жилой дом 1960-х годов в районе Тетуан на севере Мадрида: кирпичный фасад без утепления, протекающая кровля и жильцы, которым зимой было холодно, а летом жарко. Сообщество собственников (comunidad de propietarios) понимало, что пора действовать, но его беспокоили три вещи: стоимость, неудобства во время работ и сложность прийти к общему решению.

![Отреставрированный фасад дома 1960-х годов в Тетуане с новым утеплением](/blog/caso-rehabilitacion-fachada-comunidad-tetuan.svg)

## Первый шаг: техническое обследование здания

В Испании здания определённого возраста должны проходить периодические технические проверки. В зависимости от случая это ITE (Inspección Técnica de Edificios) или IEE (Informe de Evaluación del Edificio) — отчёт, который дополнительно оценивает доступность и энергоэффективность. Обследование подтвердило то, о чём жильцы догадывались: фасаду и кровле требовался ремонт. Этот документ стал основой и для проекта, и для заявки на субсидии.

## Что мы сделали

- Наружное теплоизоляционное покрытие фасада, которое повышает комфорт и не отнимает площадь у квартир.
- Предварительный ремонт основания фасада перед утеплением.
- Новую кровлю с полной гидроизоляцией, чтобы раз и навсегда избавиться от протечек.
- Продуманную организацию лесов, проходов и графика работ, чтобы свести неудобства к минимуму.

### Работа с управляющим и соседями

В многоквартирном доме ремонт — задача не только техническая, но и человеческая. Мы работали в тесном контакте с управляющим: объяснили собственникам проект, ответили на их вопросы и во время работ заранее предупреждали о каждом этапе, который затрагивал окна, террасы или внутренние дворы. Жильцы всегда знали, что и когда будет происходить.

## Субсидии на реконструкцию

Энергоэффективная реконструкция жилых зданий во многих случаях может получить государственную поддержку, например по программам, связанным с европейскими фондами Next Generation EU, которыми управляют автономные сообщества Испании. Вместе с собственниками мы подготовили техническую документацию для заявки. Размер помощи и требования зависят от конкретной программы и достигнутой экономии энергии, поэтому перед решением стоит изучить официальную информацию на сайте [Сообщества Мадрид](https://www.comunidad.madrid).

## Гарантия и результат

Объект был сдан с 10-летней гарантией на несущие конструкции (garantía decenal), в дополнение к нашей письменной гарантии на 5 лет, и по фиксированной цене, закреплённой в договоре, — это особенно важно, когда расходы делятся между многими собственниками.

## Выводы для других домов

1. Начинать с качественного технического отчёта: он расставляет приоритеты и открывает путь к субсидиям.
2. Подключать управляющего с самого начала — так решения принимаются быстрее.
3. Предупреждать жильцов перед каждым этапом — это снижает число жалоб и задержек.

Если ваш дом планирует похожие работы, узнайте больше о нашей услуге [реконструкция зданий](/ru/reabilitatsiya-zdaniy) и запросите бесплатную смету.$md$,
  $md$Caso real en Tetuán (Madrid): rehabilitación de fachada y cubierta de un edificio de los 60, con aislamiento, ayudas públicas y garantía decenal.$md$,
  $md$Tetuán, Madrid case study: façade insulation and a new roof for a 1960s building, with a public grant application and a 10-year structural guarantee.$md$,
  $md$Tetuán (Madrid) : isolation de façade et toiture neuve pour un immeuble des années 60, avec demande d'aides publiques et garantie décennale.$md$,
  $md$Praxisbeispiel Tetuán (Madrid): Fassadendämmung und neues Dach für ein Haus aus den 60ern, mit Förderantrag und 10 Jahren Baugarantie.$md$,
  $md$Пример из Тетуана (Мадрид): утепление фасада и новая кровля дома 1960-х, заявка на субсидии и 10-летняя гарантия на конструкции.$md$,
  array['rehabilitación fachada comunidad de propietarios', 'aislamiento fachada edificio madrid', 'ayudas rehabilitación edificios', 'rehabilitación edificio tetuán', 'building facade renovation madrid']);

insert into public.blog_posts (id, slug, category, image_url, seo_score, views_count, published_at,
  title_es, title_en, title_fr, title_de, title_ru,
  excerpt_es, excerpt_en, excerpt_fr, excerpt_de, excerpt_ru,
  content_es, content_en, content_fr, content_de, content_ru,
  meta_description_es, meta_description_en, meta_description_fr, meta_description_de, meta_description_ru,
  keywords)
values ('0b1a7c3e-1001-4a6b-9c01-000000000007', 'cuanto-tarda-reforma-cocina', 'best-practices', '/blog/cuanto-tarda-reforma-cocina.svg', 91, 1840, '2026-11-18',
  $md$¿Cuánto tarda una reforma de cocina? Plazos reales fase a fase$md$,
  $md$How Long Does a Kitchen Renovation Take? A Phase-by-Phase Timeline$md$,
  $md$Combien de temps dure la rénovation d'une cuisine ? Étape par étape$md$,
  $md$Wie lange dauert eine Küchenrenovierung? Der Zeitplan nach Phasen$md$,
  $md$Сколько длится ремонт кухни: реальные сроки по этапам$md$,
  $md$Entre 15 y 30 días laborables según cambien o no las instalaciones y la distribución. Te explicamos cada fase, qué la retrasa y cómo vivir sin cocina.$md$,
  $md$Between 15 and 30 working days, depending on whether the plumbing, wiring or layout change. Here is each phase, what delays it and how to live without a kitchen.$md$,
  $md$De 15 à 30 jours ouvrés selon que l'on modifie ou non les installations et l'agencement. Chaque étape, les causes de retard et comment vivre sans cuisine.$md$,
  $md$15 bis 30 Arbeitstage, je nachdem, ob Installationen und Grundriss geändert werden. Alle Phasen, typische Verzögerungen und Tipps für die Zeit ohne Küche.$md$,
  $md$От 15 до 30 рабочих дней — в зависимости от того, меняются ли коммуникации и планировка. Разбираем этапы, причины задержек и жизнь без кухни.$md$,
  $md$Una reforma de cocina bien planificada suele durar entre 15 y 30 días laborables, es decir, unas 3 a 4 semanas en un proyecto típico. La diferencia depende sobre todo de dos factores: si se modifican las instalaciones (fontanería, electricidad, gas, extracción) y si cambia la distribución. Cambiar muebles y encimera manteniendo la planta es rápido; llevar el fregadero a una isla o tirar un tabique lleva más tiempo.

![Diseño 3D de una cocina antes de empezar la obra](/blog/cuanto-tarda-reforma-cocina.svg)

## Las fases de una reforma de cocina

### 1. Diseño y planificación (antes de la obra)

No cuenta como días de obra, pero es la fase que más tiempo ahorra. Un diseño en 3D permite ver la distribución, los acabados y cada enchufe antes de tocar nada. Con el diseño cerrado se piden muebles, encimera y electrodomésticos, que a menudo tardan varias semanas en fabricarse.

### 2. La obra, paso a paso

1. **Desmontaje y demolición** (1 a 3 días): retirada de muebles, alicatado y, si hace falta, tabiques.
2. **Instalaciones** (3 a 6 días): nuevas tomas de agua y desagües, circuitos eléctricos, salida de humos.
3. **Albañilería y revestimientos** (4 a 8 días): regatas, suelo, alicatado o pintura.
4. **Montaje de muebles** (2 a 4 días): módulos, electrodomésticos y plantilla de la encimera.
5. **Encimera y remates** (5 a 9 días): la fabricación y colocación de la encimera suelen marcar el final; después llegan fregadero, grifería y limpieza.

## Qué retrasa una reforma de cocina

- Decisiones tomadas durante la obra: cambiar el azulejo o la posición del horno obliga a rehacer trabajos.
- Materiales que no llegan a tiempo, sobre todo encimeras y electrodomésticos a medida.
- Sorpresas al demoler: tuberías antiguas o instalaciones fuera de normativa.
- Trámites: según el alcance, el ayuntamiento puede pedir una declaración responsable o una licencia. Consulta con tu ayuntamiento; en Madrid la información está en [madrid.es](https://www.madrid.es).

## Cómo vivir sin cocina durante la obra

Con algo de organización, tres o cuatro semanas sin cocina se llevan bien:

- Monta una cocina provisional en otra estancia con microondas, hervidor y una placa de inducción portátil.
- Usa vajilla reutilizable fácil de lavar.
- Cocina y congela platos la semana anterior.
- Pide que se proteja el resto de la vivienda del polvo con plásticos.

## Un plazo cerrado por contrato

Lo que evita que la obra se alargue es un proyecto completo antes de empezar: diseño 3D aprobado, materiales pedidos y calendario por escrito. En Hogara Reformas trabajamos con precio cerrado por contrato y te entregamos el presupuesto en 24 horas tras la visita técnica gratuita. Puedes ver cómo trabajamos en nuestra página de [reformas de cocinas](/reformas-cocinas).

Pide tu presupuesto gratuito y te diremos cuántos días necesita tu cocina.$md$,
  $md$A well-planned kitchen renovation usually takes 15 to 30 working days, or roughly 3 to 4 weeks for a typical project. Where you land in that range depends mainly on two things: whether the plumbing, wiring, gas or ventilation are being changed, and whether the layout moves. Swapping cabinets and countertops on the same footprint is quick; moving the sink to an island or knocking down a wall takes longer.

![3D design of a kitchen before work begins](/blog/cuanto-tarda-reforma-cocina.svg)

## The phases of a kitchen renovation

### 1. Design and planning (before work starts)

It doesn't count as construction time, but it saves the most time later. A 3D design shows the layout, the finishes and every outlet before anything is torn out. Once it's final, cabinets, countertops and appliances are ordered; many take several weeks to make.

### 2. On site, step by step

1. **Strip-out and demolition** (1 to 3 days): removing cabinets, tile and, if needed, partition walls.
2. **Rough-in** (3 to 6 days): new water supply and drains, electrical circuits, range hood ducting.
3. **Masonry and surfaces** (4 to 8 days): patching, flooring, tiling or paint.
4. **Cabinet installation** (2 to 4 days): units, appliances and templating for the countertop.
5. **Countertop and finishing** (5 to 9 days): fabricating and fitting the countertop usually sets the end date; then come the sink, faucet and final cleaning.

## What causes delays

- Changing your mind mid-project: a different tile or a new oven position means redoing work.
- Late materials, especially custom countertops and appliances.
- Surprises behind the walls: old pipes or wiring that isn't up to code.
- Paperwork: depending on the scope, the town hall may require a declaración responsable (a self-certified notice) or a permit. Check with your local council; in Madrid the information is on [madrid.es](https://www.madrid.es).

## Living without a kitchen

With a little planning, three or four weeks without a kitchen is manageable:

- Set up a temporary kitchen in another room with a microwave, a kettle and a portable induction burner.
- Use reusable dishes that are easy to wash.
- Cook and freeze meals the week before.
- Ask the crew to seal off the rest of your home from dust with plastic sheeting.

## A schedule written into the contract

The best protection against overruns is a complete project before day one: an approved 3D design, materials on order and a written schedule. At Hogara Reformas we work at a fixed price set by contract and send you a quote within 24 hours of the free site visit. See how we work on our [kitchen renovations](/en/kitchen-renovations) page.

Ask for a free quote and we'll tell you how many days your kitchen needs.$md$,
  $md$Une rénovation de cuisine bien préparée dure en général de 15 à 30 jours ouvrés, soit 3 à 4 semaines pour un projet courant. Tout dépend de deux questions : touche-t-on aux installations (plomberie, électricité, gaz, extraction) et à l'agencement ? Changer meubles et plan de travail au même endroit est rapide ; déplacer l'évier vers un îlot ou abattre une cloison prend plus de temps.

![Conception 3D d'une cuisine avant le début des travaux](/blog/cuanto-tarda-reforma-cocina.svg)

## Les étapes d'une rénovation de cuisine

### 1. Conception et planification (avant le chantier)

Elle ne compte pas dans les jours de chantier, mais c'est elle qui fait gagner le plus de temps. Une conception 3D montre l'agencement, les finitions et chaque prise avant toute démolition. Le projet validé, on commande meubles, plan de travail et électroménager, dont la fabrication prend souvent plusieurs semaines.

### 2. Le chantier, étape par étape

1. **Dépose et démolition** (1 à 3 jours) : retrait des meubles, du carrelage et, si nécessaire, des cloisons.
2. **Installations** (3 à 6 jours) : nouvelles arrivées d'eau et évacuations, circuits électriques, conduit de hotte.
3. **Maçonnerie et revêtements** (4 à 8 jours) : saignées, sol, faïence ou peinture.
4. **Pose des meubles** (2 à 4 jours) : caissons, électroménager et gabarit du plan de travail.
5. **Plan de travail et finitions** (5 à 9 jours) : sa fabrication et sa pose fixent souvent la date de fin ; puis viennent évier, robinetterie et nettoyage.

## Ce qui retarde le chantier

- Les changements d'avis en cours de route : un autre carrelage ou un four déplacé obligent à refaire des travaux.
- Les matériaux livrés en retard, surtout le sur-mesure.
- Les surprises à la démolition : vieilles canalisations, installations non conformes.
- Les démarches : selon les travaux, la mairie peut exiger une déclaration responsable ou un permis. Renseignez-vous auprès d'elle ; pour Madrid, tout est sur [madrid.es](https://www.madrid.es).

## Vivre sans cuisine pendant les travaux

Trois ou quatre semaines sans cuisine, c'est long, mais cela s'organise :

- Installez une cuisine provisoire dans une autre pièce avec un micro-ondes, une bouilloire et une plaque à induction portable.
- Prévoyez de la vaisselle réutilisable facile à laver.
- Cuisinez et congelez des plats la semaine précédente.
- Demandez que le reste du logement soit protégé de la poussière par des bâches.

## Un délai fixé par contrat

La meilleure garantie contre les retards est un projet complet avant le premier coup de marteau : conception 3D validée, matériaux commandés et planning écrit. Chez Hogara Reformas, nous travaillons à prix ferme fixé par contrat et vous remettons un devis sous 24 heures après la visite technique gratuite. Découvrez nos [rénovations de cuisines](/fr/renovations-cuisines).

Demandez votre devis gratuit : nous vous dirons combien de jours il faut pour votre cuisine.$md$,
  $md$Eine gut geplante Küchenrenovierung dauert in der Regel 15 bis 30 Arbeitstage, bei einem typischen Projekt also etwa 3 bis 4 Wochen. Wo Ihr Projekt in dieser Spanne liegt, hängt vor allem von zwei Fragen ab: Werden die Installationen (Wasser, Strom, Gas, Abluft) verändert, und ändert sich der Grundriss? Neue Möbel und eine neue Arbeitsplatte auf gleicher Fläche gehen schnell; eine Spüle in der Kochinsel oder eine abgerissene Wand brauchen mehr Zeit.

![3D-Entwurf einer Küche vor Baubeginn](/blog/cuanto-tarda-reforma-cocina.svg)

## Die Phasen einer Küchenrenovierung

### 1. Entwurf und Planung (vor Baubeginn)

Diese Phase zählt nicht zu den Bautagen, spart aber später die meiste Zeit. Mit einem 3D-Entwurf sehen Sie Aufteilung, Oberflächen und sogar die Lage jeder Steckdose, bevor etwas abgerissen wird. Ist der Entwurf freigegeben, werden Möbel, Arbeitsplatte und Geräte bestellt – deren Fertigung dauert oft mehrere Wochen.

### 2. Die Baustelle Schritt für Schritt

1. **Demontage und Abbruch** (1 bis 3 Tage): alte Möbel, Fliesen und bei Bedarf Trennwände entfernen.
2. **Installationen** (3 bis 6 Tage): neue Wasser- und Abwasseranschlüsse, Stromkreise, Abluftleitung.
3. **Maurer- und Belagsarbeiten** (4 bis 8 Tage): Schlitze schließen, Boden, Fliesen oder Anstrich.
4. **Möbelmontage** (2 bis 4 Tage): Korpusse, Geräte und Schablone für die Arbeitsplatte.
5. **Arbeitsplatte und Feinarbeiten** (5 bis 9 Tage): Fertigung und Einbau der Platte bestimmen meist das Ende; danach folgen Spüle, Armatur und Endreinigung.

## Was eine Küchenrenovierung verzögert

- Entscheidungen während der Bauphase: andere Fliesen oder ein neuer Platz für den Backofen bedeuten Nacharbeit.
- Verspätete Materialien, vor allem maßgefertigte Arbeitsplatten und Geräte.
- Überraschungen beim Abbruch: alte Leitungen, schiefe Wände oder Installationen, die nicht den Vorschriften entsprechen.
- Behördliches: Je nach Umfang kann die Gemeinde eine „declaración responsable“ (eine Art Bauanzeige) oder eine Genehmigung verlangen. Fragen Sie bei Ihrer Gemeinde nach; für Madrid finden Sie die Informationen auf [madrid.es](https://www.madrid.es).

## Wie Sie ohne Küche auskommen

Drei bis vier Wochen ohne Küche sind lang, mit etwas Organisation aber gut zu überbrücken:

- Richten Sie in einem anderen Raum eine Behelfsküche mit Mikrowelle, Wasserkocher und mobiler Induktionsplatte ein.
- Verwenden Sie Mehrweggeschirr, das sich im Bad oder im Hauswirtschaftsraum leicht spülen lässt.
- Kochen Sie in der Woche davor vor und frieren Sie Mahlzeiten ein.
- Lassen Sie den Rest der Wohnung mit Folien gegen Staub abdichten.

## Ein vertraglich festgelegter Zeitplan

Der beste Schutz vor Verzögerungen ist ein vollständiges Projekt vor dem ersten Tag: freigegebener 3D-Entwurf, bestellte Materialien und ein schriftlicher Zeitplan. Bei Hogara Reformas arbeiten wir zum vertraglich vereinbarten Festpreis und senden Ihnen das Angebot innerhalb von 24 Stunden nach der kostenlosen technischen Besichtigung. Mehr dazu auf unserer Seite [Küchenrenovierungen](/de/kuchen-renovierungen).

Sie planen eine neue Küche? Fordern Sie Ihr kostenloses Angebot an, und wir sagen Ihnen, wie viele Tage Ihr Projekt braucht.$md$,
  $md$Хорошо спланированный ремонт кухни обычно занимает от 15 до 30 рабочих дней, то есть около 3–4 недель для типового проекта. Где именно окажется ваш проект в этом диапазоне, зависит прежде всего от двух вещей: меняются ли коммуникации (водопровод, электрика, газ, вытяжка) и меняется ли планировка. Заменить мебель и столешницу на прежнем месте — быстро; перенести мойку на остров или снести перегородку — дольше.

![3D-проект кухни до начала работ](/blog/cuanto-tarda-reforma-cocina.svg)

## Этапы ремонта кухни

### 1. Проект и планирование (до начала работ)

Этот этап не входит в рабочие дни на объекте, но именно он экономит больше всего времени потом. 3D-проект позволяет увидеть планировку, отделку и даже расположение каждой розетки ещё до демонтажа. Когда проект утверждён, заказывают мебель, столешницу и технику — их изготовление часто занимает несколько недель.

### 2. Работы на объекте по шагам

1. **Демонтаж** (1–3 дня): снятие старой мебели, плитки и при необходимости перегородок.
2. **Коммуникации** (3–6 дней): новые подводки воды и канализации, электрические линии, воздуховод вытяжки.
3. **Черновые и отделочные работы** (4–8 дней): штробы, пол, плитка или покраска.
4. **Монтаж мебели** (2–4 дня): модули, техника и шаблон для столешницы.
5. **Столешница и финиш** (5–9 дней): изготовление и установка столешницы обычно определяют дату окончания; затем мойка, смеситель и уборка.

## Что задерживает ремонт кухни

- Решения, принятые по ходу работ: другая плитка или новое место для духовки означают переделки.
- Материалы, пришедшие с опозданием, особенно столешницы и техника под заказ.
- Сюрпризы при демонтаже: старые трубы, кривые стены или проводка, не соответствующая нормам.
- Документы: в зависимости от объёма работ мэрия может потребовать declaración responsable (уведомление о работах) или разрешение. Уточните в своей мэрии; для Мадрида информация есть на [madrid.es](https://www.madrid.es).

## Как прожить без кухни

Три-четыре недели без кухни — немалый срок, но это можно организовать:

- Устройте временную кухню в другой комнате: микроволновка, чайник и переносная индукционная плитка.
- Используйте многоразовую посуду, которую легко мыть в ванной или постирочной.
- Заранее приготовьте и заморозьте еду на неделю вперёд.
- Попросите бригаду закрыть остальные помещения плёнкой от пыли.

## Сроки, закреплённые в договоре

Лучшая защита от затягивания — полностью готовый проект до первого дня работ: утверждённый 3D-проект, заказанные материалы и письменный график. В Hogara Reformas мы работаем по фиксированной цене, закреплённой в договоре, и присылаем смету в течение 24 часов после бесплатного технического выезда. Подробнее — на нашей странице [ремонт кухонь](/ru/remont-kukhon).

Планируете новую кухню? Запросите бесплатную смету, и мы скажем, сколько дней потребуется именно вам.$md$,
  $md$¿Cuánto dura una reforma de cocina? De 15 a 30 días laborables. Fases, causas de retraso y consejos para vivir sin cocina durante la obra.$md$,
  $md$How long does a kitchen renovation take? 15 to 30 working days. The phases, what causes delays and tips for living without a kitchen.$md$,
  $md$Combien de temps dure une rénovation de cuisine ? De 15 à 30 jours ouvrés. Étapes, causes de retard et conseils pour vivre sans cuisine.$md$,
  $md$Wie lange dauert eine Küchenrenovierung? 15 bis 30 Arbeitstage. Phasen, Ursachen für Verzögerungen und Tipps für die Zeit ohne Küche.$md$,
  $md$Сколько длится ремонт кухни? От 15 до 30 рабочих дней. Этапы, причины задержек и советы, как прожить без кухни во время работ.$md$,
  array['cuánto tarda una reforma de cocina', 'duración reforma cocina', 'reforma cocina madrid', 'kitchen renovation timeline', 'how long does a kitchen remodel take']);

insert into public.blog_posts (id, slug, category, image_url, seo_score, views_count, published_at,
  title_es, title_en, title_fr, title_de, title_ru,
  excerpt_es, excerpt_en, excerpt_fr, excerpt_de, excerpt_ru,
  content_es, content_en, content_fr, content_de, content_ru,
  meta_description_es, meta_description_en, meta_description_fr, meta_description_de, meta_description_ru,
  keywords)
values ('0b1a7c3e-1001-4a6b-9c01-000000000008', 'materiales-bano-cocina-humedad', 'best-practices', '/blog/materiales-bano-cocina-humedad.svg', 88, 2210, '2026-10-14',
  $md$Materiales para baño y cocina que resisten la humedad y duran años$md$,
  $md$Bathroom and Kitchen Materials That Stand Up to Moisture$md$,
  $md$Salle de bain et cuisine : des matériaux qui résistent à l'humidité$md$,
  $md$Bad und Küche: Materialien, die Feuchtigkeit dauerhaft standhalten$md$,
  $md$Материалы для ванной и кухни, которые не боятся влаги$md$,
  $md$Porcelánico o cerámica, gran formato, impermeabilización, encimeras y ventilación: cómo elegir materiales que aguanten el agua y el uso diario.$md$,
  $md$Porcelain or ceramic, large-format tile, waterproofing, countertops and ventilation: how to pick materials that handle water and daily use.$md$,
  $md$Grès cérame ou faïence, grand format, étanchéité, plans de travail et ventilation : bien choisir des matériaux qui durent.$md$,
  $md$Feinsteinzeug oder Keramik, Großformat, Abdichtung, Arbeitsplatten und Lüftung: So wählen Sie Materialien, die Wasser und Alltag standhalten.$md$,
  $md$Керамогранит или плитка, крупный формат, гидроизоляция, столешницы и вентиляция: как выбрать материалы, которые прослужат долго.$md$,
  $md$Baños y cocinas son las estancias que más sufren en una vivienda: agua, vapor, grasa, cambios de temperatura y uso diario. Elegir bien los materiales marca la diferencia entre una reforma que luce igual a los diez años y otra que empieza a dar problemas al segundo invierno.

![Baño reformado con revestimiento porcelánico de gran formato](/blog/materiales-bano-cocina-humedad.svg)

## Revestimientos: porcelánico frente a cerámica

El **gres porcelánico** se cuece a mayor temperatura y absorbe muy poca agua, por lo que resiste mejor la humedad, las heladas, las manchas y el desgaste. Es la opción más segura para suelos y zonas de ducha. La **cerámica esmaltada** es más ligera, fácil de cortar y económica; funciona bien en paredes sin agua directa.

### Gran formato: menos juntas, menos problemas

Las piezas de gran formato (por ejemplo, 120 × 60 cm o mayores) reducen el número de juntas, que es donde se acumulan la suciedad y el moho. Dan amplitud, pero exigen una base muy plana y un instalador con experiencia. En las juntas, el mortero epoxi resiste mejor manchas y hongos que el cementoso.

## Impermeabilización: lo que no se ve

Ningún azulejo es impermeable por sí solo si fallan las juntas o la base. En duchas de obra y a ras de suelo conviene colocar una membrana impermeabilizante bajo el revestimiento, subirla por las paredes y reforzar esquinas y desagües. Es una partida pequeña que evita filtraciones al vecino de abajo.

## Encimeras de cocina: pros y contras

- **Cuarzo compacto**: no poroso, muy higiénico y con gran variedad de colores. No tolera bien una olla muy caliente.
- **Porcelánico**: resiste calor, rayos UV y arañazos, y admite espesores finos. Sus cantos son más delicados ante golpes.
- **Granito**: piedra natural muy dura y resistente al calor. Es algo poroso, así que necesita un sellado periódico.
- **Madera**: cálida y reparable con un lijado, pero exige aceitado regular y buena protección junto al fregadero.

## Ventilación: el mejor aliado contra el moho

Ningún material compensa un baño sin ventilación. Un extractor bien dimensionado, entradas de aire y una campana con salida al exterior en la cocina eliminan el vapor antes de que condense. El Código Técnico de la Edificación recoge las exigencias de salubridad y ventilación; puedes consultarlo en [codigotecnico.org](https://www.codigotecnico.org).

## Errores frecuentes

1. Usar azulejo de pared en el suelo de la ducha: resbala y se desgasta.
2. Olvidar la pendiente hacia el desagüe en duchas a ras de suelo.
3. Elegir encimeras porosas sin prever su mantenimiento.
4. Sellar con silicona de mala calidad, que amarillea y se ennegrece.
5. Ahorrar en el extractor.

En Hogara Reformas te asesoramos sobre materiales en la visita técnica gratuita, y nuestros trabajos tienen garantía escrita de 5 años. Descubre nuestras [reformas de baños](/reformas-banos) y pide presupuesto gratuito.$md$,
  $md$Bathrooms and kitchens take the most punishment in any home: water, steam, grease, temperature swings and heavy daily use. Choosing the right materials is the difference between a renovation that looks just as good ten years on and one that starts causing trouble by the second winter.

![Renovated bathroom with large-format porcelain tile](/blog/materiales-bano-cocina-humedad.svg)

## Porcelain vs. ceramic tile

**Porcelain tile** is fired at higher temperatures and absorbs very little water, so it handles moisture, frost, stains and wear better. It's the safest choice for floors and shower areas. **Glazed ceramic tile** is lighter, easier to cut and usually cheaper; it works well on walls away from direct water.

### Large-format tile: fewer joints, fewer problems

Large-format tiles (say, 120 × 60 cm or bigger) cut down the number of grout lines, which is where dirt and mold build up. They make a room feel larger, but they need a perfectly flat substrate and an experienced installer. For the joints, epoxy grout resists stains and mildew far better than standard cement grout.

## Waterproofing: the part you never see

No tile is waterproof on its own if the grout or the base fails. In curbless and site-built showers, a waterproofing membrane should go under the tile, run up the walls and be reinforced at corners and drains. It's a small line item that prevents leaks into the apartment below.

## Kitchen countertops: pros and cons

- **Quartz**: non-porous, very hygienic and available in countless colors. It doesn't like a hot pan set straight on it.
- **Porcelain slab**: resists heat, UV light and scratches, and comes in thin profiles. Edges chip more easily.
- **Granite**: very hard natural stone that handles heat well. It's slightly porous, so it needs resealing from time to time.
- **Wood**: warm and can be sanded back, but it needs regular oiling and good protection around the sink.

## Ventilation: your best defense against mold

Great materials can't make up for a bathroom with no airflow. A properly sized exhaust fan, air inlets and a range hood vented outdoors clear steam before it condenses. Spain's Technical Building Code (Código Técnico de la Edificación) sets the health and ventilation requirements; see [codigotecnico.org](https://www.codigotecnico.org).

## Common mistakes

1. Using wall tile on a shower floor: it's slippery and wears quickly.
2. Forgetting the slope toward the drain in a curbless shower.
3. Choosing a porous countertop without planning for upkeep.
4. Sealing with cheap silicone that yellows and turns black.
5. Skimping on the exhaust fan.

At Hogara Reformas we'll walk you through material choices during the free site visit, and our work comes with a 5-year written guarantee. Learn more about our [bathroom renovations](/en/bathroom-renovations) and ask for a free quote.$md$,
  $md$Salle de bain et cuisine sont les pièces les plus sollicitées du logement : eau, vapeur, graisse, écarts de température. Bien choisir les matériaux, c'est la différence entre une rénovation impeccable dix ans plus tard et une autre qui pose problème dès le deuxième hiver.

![Salle de bain rénovée avec du grès cérame grand format](/blog/materiales-bano-cocina-humedad.svg)

## Revêtements : grès cérame ou faïence ?

Le **grès cérame**, cuit à plus haute température, n'absorbe presque pas d'eau : il résiste mieux à l'humidité, au gel, aux taches et à l'usure. C'est le choix le plus sûr pour les sols et les douches. La **faïence émaillée**, plus légère, plus facile à découper et souvent moins chère, convient aux murs sans contact direct avec l'eau.

### Grand format : moins de joints, moins de soucis

Les carreaux grand format (120 × 60 cm ou plus) réduisent le nombre de joints, où s'accumulent saleté et moisissures. Ils agrandissent la pièce, mais exigent un support parfaitement plan et un poseur expérimenté. Le joint époxy résiste bien mieux aux taches et aux champignons que le joint ciment.

## L'étanchéité : ce qui ne se voit pas

Aucun carrelage n'est étanche si les joints ou le support cèdent. Sous une douche à l'italienne, on pose une membrane d'étanchéité, remontée sur les murs et renforcée aux angles et à l'évacuation. Un petit poste du devis qui évite les infiltrations chez le voisin du dessous.

## Plans de travail : avantages et inconvénients

- **Quartz** : non poreux, très hygiénique, immense choix de coloris. Il craint les casseroles brûlantes.
- **Grès cérame** : résiste à la chaleur, aux UV et aux rayures, existe en faible épaisseur. Les chants sont plus sensibles aux chocs.
- **Granit** : pierre naturelle très dure, résistante à la chaleur. Légèrement poreux, il doit être traité régulièrement.
- **Bois** : chaleureux et rénovable par ponçage, mais à huiler souvent et à protéger près de l'évier.

## La ventilation contre les moisissures

Le meilleur matériau ne compense pas une salle de bain sans aération. Un extracteur adapté, des entrées d'air et une hotte avec sortie extérieure évacuent la vapeur avant qu'elle condense. En Espagne, le Code technique de la construction (Código Técnico de la Edificación) fixe les exigences de ventilation : voir [codigotecnico.org](https://www.codigotecnico.org).

## Erreurs courantes

1. Poser un carrelage mural au sol de la douche : il glisse et s'use vite.
2. Oublier la pente vers l'évacuation dans une douche de plain-pied.
3. Choisir un plan de travail poreux sans prévoir son entretien.
4. Utiliser un silicone bas de gamme qui jaunit et noircit.
5. Économiser sur l'extracteur.

Chez Hogara Reformas, nous vous conseillons lors de la visite technique gratuite, et nos travaux bénéficient d'une garantie écrite de 5 ans. Découvrez nos [rénovations de salles de bain](/fr/renovations-salles-bain) et demandez votre devis gratuit.$md$,
  $md$Bad und Küche sind die am stärksten beanspruchten Räume einer Wohnung: Wasser, Dampf, Fett, Temperaturschwankungen und täglicher Gebrauch. Die richtige Materialwahl entscheidet darüber, ob eine Renovierung nach zehn Jahren noch wie neu aussieht oder schon im zweiten Winter Probleme macht. Das Wichtigste im Überblick.

![Renoviertes Bad mit großformatigem Feinsteinzeug](/blog/materiales-bano-cocina-humedad.svg)

## Beläge: Feinsteinzeug oder Keramikfliese?

**Feinsteinzeug** wird bei höheren Temperaturen gebrannt und nimmt kaum Wasser auf. Es widersteht Feuchtigkeit, Frost, Flecken und Abrieb besser und ist die sicherste Wahl für Böden und Duschbereiche. **Glasierte Steingutfliesen** sind leichter, lassen sich einfacher schneiden und sind meist günstiger; sie eignen sich für Wände ohne direkten Wasserkontakt.

### Großformat: weniger Fugen, weniger Probleme

Großformatige Fliesen (etwa 120 × 60 cm oder größer) verringern die Zahl der Fugen, in denen sich Schmutz und Schimmel festsetzen. Sie lassen den Raum größer wirken, verlangen aber einen absolut ebenen Untergrund und einen erfahrenen Fliesenleger. Für die Fugen ist Epoxidharzmörtel deutlich flecken- und schimmelbeständiger als zementärer Fugenmörtel.

## Abdichtung: Das Unsichtbare zählt

Keine Fliese ist allein wasserdicht, wenn Fugen oder Untergrund versagen. Bei gemauerten und bodengleichen Duschen gehört eine Abdichtungsbahn oder Flüssigabdichtung unter den Belag, an den Wänden hochgezogen und an Ecken und Abläufen mit Dichtbändern verstärkt. Ein kleiner Posten im Angebot, der Wasserschäden beim Nachbarn darunter verhindert.

## Küchenarbeitsplatten: Vor- und Nachteile

- **Quarzkomposit**: porenfrei, sehr hygienisch, große Farbauswahl. Heiße Töpfe sollte man nicht direkt abstellen.
- **Keramik (Feinsteinzeug)**: hitze-, UV- und kratzfest, auch in dünnen Stärken erhältlich. Die Kanten sind stoßempfindlicher.
- **Granit**: sehr harter, hitzebeständiger Naturstein. Da er leicht porös ist, muss er regelmäßig imprägniert werden.
- **Holz**: warm und durch Abschleifen erneuerbar, braucht aber regelmäßiges Ölen und guten Schutz rund um die Spüle.

## Lüftung: der beste Schutz gegen Schimmel

Das beste Material hilft nichts in einem Bad ohne Luftaustausch. Ein ausreichend dimensionierter Lüfter, Zuluftöffnungen und eine nach außen geführte Dunstabzugshaube in der Küche führen Dampf ab, bevor er kondensiert. In Spanien legt die technische Bauordnung (Código Técnico de la Edificación) die Anforderungen an Hygiene und Lüftung fest; Sie finden sie auf [codigotecnico.org](https://www.codigotecnico.org).

## Häufige Fehler

1. Wandfliesen auf dem Duschboden: rutschig und schnell abgenutzt.
2. Fehlendes Gefälle zum Ablauf bei bodengleichen Duschen.
3. Poröse Arbeitsplatten ohne Plan für die Pflege.
4. Billiges Silikon, das vergilbt und schwarz wird.
5. Am Lüfter sparen.

Bei Hogara Reformas beraten wir Sie bei der kostenlosen technischen Besichtigung zur Materialwahl, und unsere Arbeiten sind durch eine schriftliche Garantie von 5 Jahren abgesichert. Mehr erfahren Sie auf unserer Seite [Badezimmer-Renovierungen](/de/badezimmer-renovierungen). Fordern Sie Ihr kostenloses, unverbindliches Angebot an.$md$,
  $md$Ванная и кухня — самые нагруженные помещения в доме: вода, пар, жир, перепады температур и ежедневное использование. От выбора материалов зависит, будет ли ремонт выглядеть как новый через десять лет или начнёт доставлять проблемы уже ко второй зиме. Разберём главное.

![Отремонтированная ванная с крупноформатным керамогранитом](/blog/materiales-bano-cocina-humedad.svg)

## Облицовка: керамогранит или керамическая плитка

**Керамогранит** обжигают при более высокой температуре, и он почти не впитывает воду, поэтому лучше переносит влагу, мороз, пятна и истирание. Это самый надёжный выбор для пола и душевой зоны. **Глазурованная керамическая плитка** легче, проще в резке и обычно дешевле; она хорошо подходит для стен, на которые не попадает прямая струя воды.

### Крупный формат: меньше швов — меньше проблем

Крупноформатная плитка (например, 120 × 60 см и больше) сокращает количество швов, где скапливаются грязь и плесень. Она визуально расширяет пространство, но требует идеально ровного основания и опытного плиточника. Для швов эпоксидная затирка гораздо устойчивее к пятнам и грибку, чем цементная.

## Гидроизоляция: то, чего не видно

Никакая плитка сама по себе не водонепроницаема, если подводят швы или основание. В душевых без поддона под облицовку укладывают гидроизоляционную мембрану, заводят её на стены и усиливают углы и трап специальной лентой. Небольшая статья сметы, которая избавляет от протечек к соседям снизу.

## Столешницы для кухни: плюсы и минусы

- **Кварцевый агломерат**: непористый, очень гигиеничный, огромный выбор цветов. Не любит горячую кастрюлю, поставленную прямо на поверхность.
- **Керамогранит**: не боится жара, ультрафиолета и царапин, бывает очень тонким. Кромки чувствительнее к ударам.
- **Гранит**: очень твёрдый натуральный камень, устойчивый к жару. Слегка пористый, поэтому его нужно периодически пропитывать.
- **Дерево**: тёплое и обновляемое шлифовкой, но требует регулярной обработки маслом и хорошей защиты у мойки.

## Вентиляция — главный союзник в борьбе с плесенью

Лучший материал не спасёт ванную без вентиляции. Правильно подобранный вытяжной вентилятор, приточные решётки и кухонная вытяжка с выводом наружу удаляют пар до того, как он осядет конденсатом. В Испании требования к санитарии и вентиляции устанавливает Технический строительный кодекс (Código Técnico de la Edificación); его можно найти на [codigotecnico.org](https://www.codigotecnico.org).

## Частые ошибки

1. Настенная плитка на полу душевой: скользкая и быстро изнашивается.
2. Отсутствие уклона к трапу в душе без поддона.
3. Пористая столешница без плана по уходу.
4. Дешёвый силикон, который желтеет и чернеет.
5. Экономия на вытяжном вентиляторе.

В Hogara Reformas мы поможем выбрать материалы во время бесплатного технического выезда, а на наши работы действует письменная гарантия 5 лет. Подробнее — на странице [ремонт ванных комнат](/ru/remont-vannykh). Запросите бесплатную смету без обязательств.$md$,
  $md$Porcelánico o cerámica, gran formato, impermeabilización, encimeras y ventilación: materiales de baño y cocina que resisten la humedad.$md$,
  $md$Porcelain or ceramic tile, waterproofing, countertops and ventilation: bathroom and kitchen materials that resist moisture and last.$md$,
  $md$Grès cérame ou faïence, étanchéité, plans de travail et ventilation : des matériaux de salle de bain et cuisine qui résistent à l'humidité.$md$,
  $md$Feinsteinzeug oder Keramik, Abdichtung, Arbeitsplatten und Lüftung: Materialien für Bad und Küche, die Feuchtigkeit standhalten.$md$,
  $md$Керамогранит или плитка, гидроизоляция, столешницы и вентиляция: материалы для ванной и кухни, устойчивые к влаге.$md$,
  array['materiales baño humedad', 'porcelánico o cerámica', 'encimera cuarzo o granito', 'moisture resistant bathroom materials', 'best kitchen countertop material']);

insert into public.blog_posts (id, slug, category, image_url, seo_score, views_count, published_at,
  title_es, title_en, title_fr, title_de, title_ru,
  excerpt_es, excerpt_en, excerpt_fr, excerpt_de, excerpt_ru,
  content_es, content_en, content_fr, content_de, content_ru,
  meta_description_es, meta_description_en, meta_description_fr, meta_description_de, meta_description_ru,
  keywords)
values ('0b1a7c3e-1001-4a6b-9c01-000000000009', 'reformar-vivienda-espana-desde-extranjero', 'best-practices', '/blog/reformar-vivienda-espana-desde-extranjero.svg', 85, 960, '2026-08-27',
  $md$Cómo reformar tu vivienda en España si vives en el extranjero$md$,
  $md$Renovating a Home in Spain While Living Abroad: A Practical Guide$md$,
  $md$Rénover votre logement en Espagne depuis l'étranger : le guide$md$,
  $md$Immobilie in Spanien renovieren, während Sie im Ausland leben$md$,
  $md$Ремонт жилья в Испании, если вы живёте за границей$md$,
  $md$Un gestor que hable tu idioma, informes semanales, pagos por hitos y garantías por escrito: así se reforma una casa en España a distancia.$md$,
  $md$A project manager who speaks your language, weekly reports, milestone payments and written guarantees: how to renovate in Spain from afar.$md$,
  $md$Un interlocuteur qui parle votre langue, des rapports hebdomadaires, des paiements par étapes et des garanties écrites : rénover à distance.$md$,
  $md$Ein Ansprechpartner in Ihrer Sprache, wöchentliche Berichte, Zahlung nach Meilensteinen und schriftliche Garantien: Renovieren aus der Ferne.$md$,
  $md$Менеджер, говорящий на вашем языке, еженедельные отчёты, оплата по этапам и письменные гарантии: как делать ремонт в Испании на расстоянии.$md$,
  $md$Cada vez más propietarios reforman su casa en España desde otro país: expatriados que vuelven, compradores internacionales o familias que preparan una segunda residencia. Se puede hacer bien sin estar presente, siempre que el proceso esté organizado desde el principio. Estas son las claves.

![Salón de una vivienda reformada en España](/blog/reformar-vivienda-espana-desde-extranjero.svg)

## Un interlocutor único que hable tu idioma

El mayor riesgo a distancia son los malentendidos. Busca una empresa que te asigne un gestor de proyecto que hable tu idioma y sea tu único punto de contacto para decisiones, cambios y pagos. En Hogara Reformas, con oficinas en Madrid y Miami, trabajamos así: una persona coordina la obra y te mantiene informado.

## Trámites y contratos: lo básico

Los detalles dependen de cada caso, pero conviene tener en cuenta algunas ideas generales:

- **NIE**: en muchos casos los extranjeros necesitan el Número de Identidad de Extranjero para comprar, firmar contratos o pagar impuestos en España. Suele poder solicitarse a través de los consulados españoles; encontrarás información en [exteriores.gob.es](https://www.exteriores.gob.es).
- **Contrato por escrito**: con presupuesto detallado por partidas, plazos, precio cerrado y condiciones de garantía.
- **Permisos**: según la obra, el ayuntamiento puede exigir una declaración responsable o una licencia. La empresa debería gestionarlo por ti.
- **IVA**: en algunos casos la reforma de una vivienda puede tributar al 10 % en lugar del 21 % general. Consúltalo con tu asesor fiscal.

## Coordinación a distancia

### Cómo seguir la obra sin viajar

Una buena coordinación remota se apoya en rutinas fijas:

1. **Videollamadas** en los momentos clave: replanteo, antes de cerrar paredes y elección de acabados.
2. **Fotos y vídeos** de cada fase, sobre todo de lo que quedará oculto (tuberías, cableado, impermeabilización).
3. **Informe semanal** con avances, próximos pasos y decisiones pendientes.
4. **Muestras de materiales** enviadas o enseñadas por vídeo antes de encargarlos.

## Pagos por hitos, nunca por adelantado

Paga por fases terminadas y verificadas: por ejemplo, una parte a la firma, otra al terminar las instalaciones, otra con los acabados y el resto a la entrega. Así tu dinero siempre va detrás del avance real. Pide una factura con IVA de cada pago.

## Documentación y garantías

Al terminar, deberías recibir toda la documentación por escrito: certificados de instalaciones, manuales de equipos, facturas y la garantía. En Hogara Reformas damos una garantía escrita de 5 años y, en obra estructural, la garantía decenal de 10 años.

## Financiación para no residentes

Las entidades suelen pedir más documentación a los no residentes y las condiciones pueden variar. Ofrecemos financiación de hasta el 100 % del proyecto, sujeta a estudio; pregúntanos qué opciones encajan con tu situación.

Si quieres reformar tu casa en España sin moverte de donde vives, visita nuestra página de [reformas integrales](/reformas-integrales) y pide tu presupuesto gratuito: lo recibirás en 24 horas.$md$,
  $md$More and more owners are renovating a home in Spain from another country: returning expats, international buyers and families getting a second home ready. It can be done well without being there in person, as long as the process is organized from day one.

![Living room of a renovated home in Spain](/blog/reformar-vivienda-espana-desde-extranjero.svg)

## One point of contact who speaks your language

The biggest risk at a distance is miscommunication. Look for a company that assigns you a project manager who speaks your language and is your single point of contact for decisions, changes and payments. At Hogara Reformas, with offices in Madrid and Miami, that's how we work: one person coordinates the job and keeps you in the loop.

## Paperwork and contracts: the basics

Details depend on each case, but a few general points apply:

- **NIE**: in many cases foreigners need a Número de Identidad de Extranjero (foreigner identification number) to buy property, sign contracts or pay taxes in Spain. You can usually apply through a Spanish consulate; see [exteriores.gob.es](https://www.exteriores.gob.es).
- **Written contract**: an itemized quote, a timeline, a fixed price and the warranty terms.
- **Permits**: depending on the work, the town hall may require a declaración responsable (a self-certified notice) or a permit. Your contractor should handle this for you.
- **VAT (IVA)**: in some cases a home renovation may be taxed at 10% instead of the standard 21%. Check with your tax advisor.

## Remote coordination

### How to follow the job without flying in

Good remote coordination relies on fixed routines:

1. **Video calls** at key moments: layout marking, before walls are closed up and when choosing finishes.
2. **Photos and videos** of every phase, especially what will end up hidden (pipes, wiring, waterproofing).
3. **A weekly report** with progress, next steps and pending decisions.
4. **Material samples** shipped to you or shown on video before anything is ordered.

## Pay by milestones, never up front

Pay for phases that are finished and verified: for example, one portion at signing, another after the plumbing and electrical work, another with the finishes and the balance at handover. That way your money always trails real progress. Ask for an invoice showing VAT for every payment.

## Documentation and guarantees

At the end you should receive everything in writing: installation certificates, appliance manuals, invoices and the guarantee. Hogara Reformas provides a 5-year written guarantee and, on structural building work, the 10-year garantía decenal.

## Financing for non-residents

Lenders usually ask non-residents for more documentation, and terms can vary. We offer financing for up to 100% of the project, subject to approval; ask us which options fit your situation.

Want to renovate in Spain without leaving home? Visit our [house renovation](/en/house-renovation-spain) page and request a free quote; you'll have it within 24 hours.$md$,
  $md$De plus en plus de propriétaires rénovent leur logement en Espagne depuis un autre pays : expatriés sur le retour, acheteurs internationaux ou familles qui préparent une résidence secondaire. C'est tout à fait possible sans être sur place, à condition d'organiser le processus dès le départ.

![Séjour d'un logement rénové en Espagne](/blog/reformar-vivienda-espana-desde-extranjero.svg)

## Un interlocuteur unique qui parle votre langue

À distance, le principal risque, ce sont les malentendus. Choisissez une entreprise qui vous attribue un chef de projet parlant votre langue, seul interlocuteur pour les décisions, les modifications et les paiements. Chez Hogara Reformas, avec nos bureaux de Madrid et de Miami, c'est notre façon de travailler : une personne coordonne le chantier et vous tient informé.

## Démarches et contrats : l'essentiel

Chaque situation est particulière, mais quelques principes généraux s'appliquent :

- **NIE** : dans de nombreux cas, les étrangers ont besoin du Número de Identidad de Extranjero pour acheter, signer des contrats ou payer des impôts en Espagne. La demande peut souvent se faire auprès d'un consulat espagnol ; informations sur [exteriores.gob.es](https://www.exteriores.gob.es).
- **Contrat écrit** : devis détaillé poste par poste, délais, prix ferme et conditions de garantie.
- **Autorisations** : selon les travaux, la mairie peut exiger une déclaration responsable ou un permis. L'entreprise devrait s'en charger pour vous.
- **TVA (IVA)** : dans certains cas, la rénovation d'un logement peut bénéficier d'un taux de 10 % au lieu de 21 %. Vérifiez auprès de votre conseiller fiscal.

## La coordination à distance

### Suivre le chantier sans vous déplacer

Un bon suivi à distance repose sur des rendez-vous réguliers :

1. **Visioconférences** aux moments clés : implantation, avant de refermer les cloisons, choix des finitions.
2. **Photos et vidéos** de chaque étape, surtout de ce qui sera caché (canalisations, câblage, étanchéité).
3. **Rapport hebdomadaire** : avancement, prochaines étapes, décisions en attente.
4. **Échantillons de matériaux** envoyés ou présentés en vidéo avant toute commande.

## Payer par étapes, jamais d'avance

Réglez des phases terminées et vérifiées : par exemple une part à la signature, une autre à la fin des installations, une autre avec les finitions et le solde à la livraison. Vos paiements suivent ainsi l'avancement réel. Exigez une facture avec TVA pour chaque versement.

## Documents et garanties

En fin de chantier, vous devez recevoir par écrit : certificats des installations, notices, factures et garantie. Hogara Reformas offre une garantie écrite de 5 ans et, pour les travaux de structure, la garantie décennale (garantía decenal).

## Financement pour les non-résidents

Les banques demandent souvent plus de justificatifs aux non-résidents, et les conditions varient. Nous proposons un financement jusqu'à 100 % du projet, sous réserve d'étude ; demandez-nous les options adaptées à votre cas.

Pour rénover en Espagne sans vous déplacer, consultez notre page [rénovation de maison en Espagne](/fr/renovation-maison-espagne) et demandez votre devis gratuit, reçu sous 24 heures.$md$,
  $md$Immer mehr Eigentümer renovieren ihre Wohnung oder ihr Haus in Spanien von einem anderen Land aus: Rückkehrer, internationale Käufer oder Familien, die einen Zweitwohnsitz vorbereiten. Das gelingt auch ohne Anwesenheit vor Ort, vorausgesetzt, der Ablauf ist von Anfang an klar organisiert.

![Wohnzimmer einer renovierten Wohnung in Spanien](/blog/reformar-vivienda-espana-desde-extranjero.svg)

## Ein Ansprechpartner, der Ihre Sprache spricht

Das größte Risiko aus der Ferne sind Missverständnisse. Wählen Sie ein Unternehmen, das Ihnen einen Projektleiter zuteilt, der Ihre Sprache spricht und Ihr einziger Ansprechpartner für Entscheidungen, Änderungen und Zahlungen ist. Bei Hogara Reformas mit Büros in Madrid und Miami arbeiten wir genau so: Eine Person koordiniert die Baustelle und hält Sie auf dem Laufenden.

## Formalitäten und Verträge: die Grundlagen

Die Einzelheiten hängen vom jeweiligen Fall ab, einige allgemeine Punkte gelten aber fast immer:

- **NIE**: In vielen Fällen benötigen Ausländer die Número de Identidad de Extranjero (Ausländer-Identifikationsnummer), um in Spanien zu kaufen, Verträge zu unterschreiben oder Steuern zu zahlen. Beantragt werden kann sie meist über ein spanisches Konsulat; Informationen finden Sie auf [exteriores.gob.es](https://www.exteriores.gob.es).
- **Schriftlicher Vertrag**: mit detailliertem Angebot nach Positionen, Fristen, Festpreis und Garantiebedingungen.
- **Genehmigungen**: Je nach Umfang kann die Gemeinde eine „declaración responsable“ (eine Art Bauanzeige) oder eine Baugenehmigung verlangen. Darum sollte sich die Baufirma für Sie kümmern.
- **Mehrwertsteuer (IVA)**: In manchen Fällen kann für die Renovierung einer Wohnung ein Satz von 10 % statt der regulären 21 % gelten. Klären Sie das mit Ihrem Steuerberater.

## Koordination aus der Ferne

### So verfolgen Sie die Baustelle ohne Anreise

Eine gute Fernkoordination beruht auf festen Routinen:

1. **Videocalls** zu den entscheidenden Zeitpunkten: Einmessen vor Ort, vor dem Schließen der Wände, Auswahl der Oberflächen.
2. **Fotos und Videos** jeder Phase, vor allem von allem, was später verdeckt ist (Leitungen, Kabel, Abdichtung).
3. **Wöchentlicher Bericht** mit Fortschritt, nächsten Schritten und offenen Entscheidungen.
4. **Materialmuster**, die Ihnen zugeschickt oder per Video gezeigt werden, bevor bestellt wird.

## Zahlung nach Meilensteinen, nie im Voraus

Zahlen Sie für abgeschlossene und geprüfte Bauabschnitte: zum Beispiel einen Teil bei Vertragsunterzeichnung, einen nach den Installationen, einen mit den Oberflächen und den Rest bei der Übergabe. So liegt Ihr Geld nie vor dem tatsächlichen Baufortschritt. Verlangen Sie für jede Zahlung eine Rechnung mit ausgewiesener Mehrwertsteuer.

## Dokumentation und Garantien

Zum Abschluss sollten Sie alles schriftlich erhalten: Installationszertifikate, Gerätehandbücher, Rechnungen und die Garantie. Hogara Reformas gewährt eine schriftliche Garantie von 5 Jahren und bei tragenden Bauarbeiten die zehnjährige „garantía decenal“.

## Finanzierung für Nichtansässige

Banken verlangen von Nichtansässigen meist mehr Unterlagen, und die Bedingungen können abweichen. Wir bieten eine Finanzierung von bis zu 100 % des Projekts an, vorbehaltlich einer Prüfung; fragen Sie uns nach den passenden Optionen für Ihre Situation.

Möchten Sie Ihre Immobilie in Spanien renovieren, ohne Ihren Wohnort zu verlassen? Besuchen Sie unsere Seite [Hausrenovierung in Spanien](/de/hausrenovierung-spanien) und fordern Sie Ihr kostenloses Angebot an. Sie erhalten es innerhalb von 24 Stunden.$md$,
  $md$Всё больше владельцев ремонтируют жильё в Испании, находясь в другой стране: возвращающиеся экспаты, иностранные покупатели, семьи, готовящие второй дом. Это вполне можно сделать качественно без личного присутствия, если с самого начала правильно организовать процесс. Вот главное.

![Гостиная отремонтированной квартиры в Испании](/blog/reformar-vivienda-espana-desde-extranjero.svg)

## Один контакт, который говорит на вашем языке

Главный риск на расстоянии — недопонимание. Выбирайте компанию, которая назначит вам менеджера проекта, говорящего на вашем языке: он будет единственным контактом по решениям, изменениям и оплатам. В Hogara Reformas, с офисами в Мадриде и Майами, мы работаем именно так: один человек координирует объект и держит вас в курсе.

## Документы и договоры: основное

Детали зависят от конкретной ситуации, но есть общие моменты:

- **NIE**: во многих случаях иностранцам нужен Número de Identidad de Extranjero (идентификационный номер иностранца), чтобы покупать недвижимость, подписывать договоры или платить налоги в Испании. Обычно его можно запросить через консульство Испании; информация — на [exteriores.gob.es](https://www.exteriores.gob.es).
- **Письменный договор**: подробная смета по статьям, сроки, фиксированная цена и условия гарантии.
- **Разрешения**: в зависимости от работ мэрия может потребовать declaración responsable (уведомление о работах) или лицензию. Этим должна заниматься строительная компания.
- **НДС (IVA)**: в некоторых случаях ремонт жилья может облагаться по ставке 10 % вместо общей ставки 21 %. Уточните у своего налогового консультанта.

## Дистанционная координация

### Как следить за ремонтом, не приезжая

Хорошая удалённая координация держится на регулярных процедурах:

1. **Видеозвонки** в ключевые моменты: разметка, перед закрытием стен, выбор отделки.
2. **Фото и видео** каждого этапа, особенно того, что потом будет скрыто (трубы, проводка, гидроизоляция).
3. **Еженедельный отчёт**: что сделано, следующие шаги и решения, которые ждут вашего ответа.
4. **Образцы материалов**: их присылают вам или показывают по видео до заказа.

## Оплата по этапам, а не авансом

Платите за завершённые и проверенные этапы: например, часть при подписании, часть после прокладки коммуникаций, часть с отделкой и остаток при сдаче. Так ваши деньги никогда не опережают реальный прогресс. Требуйте счёт с НДС на каждый платёж.

## Документы и гарантии

По завершении вы должны получить всё в письменном виде: сертификаты на инженерные системы, инструкции к оборудованию, счета и гарантию. Hogara Reformas даёт письменную гарантию 5 лет, а на конструктивные работы — десятилетнюю garantía decenal.

## Финансирование для нерезидентов

Банки обычно запрашивают у нерезидентов больше документов, и условия могут отличаться. Мы предлагаем финансирование до 100 % стоимости проекта при условии одобрения; спросите нас, какие варианты подходят именно вам.

Хотите отремонтировать жильё в Испании, не уезжая из страны, где живёте? Загляните на нашу страницу [ремонт дома в Испании](/ru/remont-doma-ispania) и запросите бесплатную смету — вы получите её в течение 24 часов.$md$,
  $md$Reforma tu casa en España desde el extranjero: gestor en tu idioma, seguimiento por vídeo, pagos por hitos, NIE, garantías y financiación.$md$,
  $md$Renovate your home in Spain from abroad: a manager who speaks your language, video updates, milestone payments, NIE, guarantees and financing.$md$,
  $md$Rénover en Espagne depuis l'étranger : interlocuteur dans votre langue, suivi vidéo, paiements par étapes, NIE, garanties et financement.$md$,
  $md$Aus dem Ausland in Spanien renovieren: Projektleiter in Ihrer Sprache, Videoupdates, Zahlung nach Meilensteinen, NIE, Garantien, Finanzierung.$md$,
  $md$Ремонт в Испании из-за границы: менеджер на вашем языке, видеоотчёты, оплата по этапам, NIE, гарантии и финансирование.$md$,
  array['reformar casa desde el extranjero', 'reforma vivienda españa no residente', 'renovate home in spain from abroad', 'remote renovation spain', 'nie reforma vivienda']);

insert into public.blog_posts (id, slug, category, image_url, seo_score, views_count, published_at,
  title_es, title_en, title_fr, title_de, title_ru,
  excerpt_es, excerpt_en, excerpt_fr, excerpt_de, excerpt_ru,
  content_es, content_en, content_fr, content_de, content_ru,
  meta_description_es, meta_description_en, meta_description_fr, meta_description_de, meta_description_ru,
  keywords)
values ('0b1a7c3e-1001-4a6b-9c01-000000000010', 'borrador-tendencias-reformas-2027', 'guide', null, 40, 0, null,
  $md$Tendencias en reformas para 2027 (borrador)$md$, null, null, null, null,
  $md$BORRADOR: ideas pendientes de revisar sobre las tendencias en reformas de vivienda para 2027.$md$, null, null, null, null,
  $md$BORRADOR: este texto está pendiente de revisión y no debe publicarse todavía.

Ideas para desarrollar:

- Cocinas abiertas con isla y almacenaje oculto.
- Baños con ducha a ras de suelo y piezas de gran formato.
- Materiales naturales: madera, piedra y tonos cálidos.
- Mejora de la eficiencia energética: ventanas, aislamiento y climatización.
- Domótica sencilla para iluminación y persianas.

Falta contrastar cada punto con proyectos reales, añadir imágenes, enlaces internos y externos, y preparar las traducciones antes de programar la publicación.$md$, null, null, null, null,
  null, null, null, null, null,
  array['borrador']);
