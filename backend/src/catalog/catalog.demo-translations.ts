import type { TranslatedLocale } from '@market/contracts';
import type { ServiceTranslationDto, ServiceTranslationsDto } from './dto/service.dto';

/** One language's texts of a demo service: every text catalog.demo.ts gives it in English. */
export interface DemoServiceTexts {
  title: string;
  shortTitle: string;
  shortDesc: string;
  desc: string;
  /** In the order of the English features. */
  features: [string, string, string, string];
}

/**
 * The demo services in the other languages, keyed by the English title: every translatable text
 * (the package descriptions are shared, see PACKAGES; demo services have no requirement questions).
 * German and French address the buyer formally (Sie, vous), Spanish informally (tú), Arabic is
 * Modern Standard Arabic.
 */
export const DEMO_SERVICE_TEXTS: Record<string, Record<TranslatedLocale, DemoServiceTexts>> = {
  'I will build a fast, responsive WordPress website': {
    de: {
      title: 'Ich erstelle eine schnelle, responsive WordPress-Website',
      shortTitle: 'WordPress-Website',
      shortDesc: 'Eine schnelle, SEO-fähige WordPress-Website auf Basis eines sauberen Themes.',
      desc: 'Ich erstelle WordPress-Websites, die schnell laden und die Sie mühelos selbst bearbeiten können. Sie erhalten ein responsives Theme, das auf Ihre Marke abgestimmt ist, die wichtigsten Plugins fertig eingerichtet, Kontaktformulare, grundlegende Onpage-SEO und ein kurzes Video, das zeigt, wie Sie Ihre Seiten aktualisieren.',
      features: ['Responsives Design', 'Geschwindigkeitsoptimierung', 'Kontaktformular', 'Schulungsvideo'],
    },
    es: {
      title: 'Crearé un sitio web de WordPress rápido y adaptable',
      shortTitle: 'Sitio web de WordPress',
      shortDesc: 'Un sitio de WordPress rápido y preparado para el SEO, sobre un tema limpio.',
      desc: 'Creo sitios web de WordPress que cargan rápido y que puedes editar sin complicaciones. Recibirás un tema adaptable configurado con la imagen de tu marca, los plugins esenciales listos, formularios de contacto, SEO on-page básico y un vídeo corto que te enseña a actualizar tus páginas.',
      features: [
        'Diseño adaptable',
        'Optimización de velocidad',
        'Formulario de contacto',
        'Vídeo de formación',
      ],
    },
    fr: {
      title: 'Je crée un site WordPress rapide et responsive',
      shortTitle: 'Site WordPress',
      shortDesc: 'Un site WordPress rapide et prêt pour le SEO, bâti sur un thème épuré.',
      desc: 'Je crée des sites WordPress qui se chargent vite et que vous modifiez facilement vous-même. Vous obtenez un thème responsive adapté à votre marque, les extensions essentielles configurées, des formulaires de contact, un SEO on-page de base et une courte vidéo qui vous montre comment mettre à jour vos pages.',
      features: [
        'Design responsive',
        'Optimisation de la vitesse',
        'Formulaire de contact',
        'Vidéo de prise en main',
      ],
    },
    ar: {
      title: 'سأبني لك موقع ووردبريس سريعًا ومتجاوبًا',
      shortTitle: 'موقع ووردبريس',
      shortDesc: 'موقع ووردبريس سريع وجاهز لمحركات البحث، مبني على قالب نظيف.',
      desc: 'أبني مواقع ووردبريس سريعة التحميل يسهل عليك تعديلها بنفسك. ستحصل على قالب متجاوب مهيأ بما يناسب هوية علامتك التجارية، وإضافات أساسية مضبوطة، ونماذج تواصل، وتحسين أساسي لمحركات البحث داخل الصفحات، وفيديو قصير يشرح لك كيفية تحديث صفحاتك.',
      features: ['تصميم متجاوب', 'تحسين السرعة', 'نموذج تواصل', 'فيديو تدريبي'],
    },
  },
  'I will develop a cross-platform mobile app in React Native': {
    de: {
      title: 'Ich entwickle eine plattformübergreifende App mit React Native',
      shortTitle: 'React-Native-App',
      shortDesc: 'iOS und Android aus einer Codebasis, bereit für die App-Stores.',
      desc: 'Vom klickbaren Prototyp bis zur veröffentlichten App: Ich entwickle plattformübergreifende Apps mit React Native – mit sauberer Architektur, API-Anbindung, Push-Benachrichtigungen und Unterstützung bei der Store-Einreichung für iOS und Android.',
      features: ['iOS und Android', 'API-Anbindung', 'Push-Benachrichtigungen', 'Store-Einreichung'],
    },
    es: {
      title: 'Desarrollaré una app móvil multiplataforma con React Native',
      shortTitle: 'App con React Native',
      shortDesc: 'iOS y Android con un solo código, listos para las tiendas.',
      desc: 'Del prototipo navegable a la app publicada: desarrollo apps multiplataforma con React Native, con una arquitectura limpia, integración con APIs, notificaciones push y ayuda para publicarlas en las tiendas de iOS y Android.',
      features: [
        'iOS y Android',
        'Integración con APIs',
        'Notificaciones push',
        'Publicación en las tiendas',
      ],
    },
    fr: {
      title: 'Je développe une application mobile multiplateforme en React Native',
      shortTitle: 'Application React Native',
      shortDesc: 'iOS et Android à partir d’un seul code, prêts pour les stores.',
      desc: 'Du prototype cliquable à l’application publiée : je développe des applications multiplateformes en React Native avec une architecture propre, l’intégration de vos API, des notifications push et un accompagnement pour la publication sur les stores iOS et Android.',
      features: ['iOS et Android', 'Intégration d’API', 'Notifications push', 'Publication sur les stores'],
    },
    ar: {
      title: 'سأطوّر تطبيق جوال متعدد المنصات باستخدام React Native',
      shortTitle: 'تطبيق React Native',
      shortDesc: 'تطبيق لنظامي iOS وأندرويد من شيفرة واحدة، جاهز للنشر في المتاجر.',
      desc: 'من نموذج أولي قابل للنقر إلى تطبيق منشور: أطوّر تطبيقات متعددة المنصات باستخدام React Native ببنية نظيفة، مع الربط بواجهات البرمجة (API)، والإشعارات الفورية، والمساعدة في رفع التطبيق إلى متجري iOS وأندرويد.',
      features: ['iOS وأندرويد', 'الربط بواجهات API', 'الإشعارات الفورية', 'النشر في المتاجر'],
    },
  },
  'I will run a security audit of your web application': {
    de: {
      title: 'Ich führe ein Sicherheitsaudit Ihrer Webanwendung durch',
      shortTitle: 'Web-Sicherheitsaudit',
      shortDesc: 'Prüfung nach OWASP Top 10 mit einem klaren, priorisierten Bericht.',
      desc: 'Ich prüfe Ihre Webanwendung anhand der OWASP Top 10: Injection, fehlerhafte Zugriffskontrolle, Fehlkonfigurationen und mehr. Sie erhalten einen priorisierten Bericht mit einem Nachweis für jeden Befund und konkreten Lösungen, die Ihre Entwickler direkt umsetzen können.',
      features: [
        'Prüfung nach OWASP Top 10',
        'Priorisierter Bericht',
        'Empfehlungen zur Behebung',
        'Nachtest der Korrekturen',
      ],
    },
    es: {
      title: 'Realizaré una auditoría de seguridad de tu aplicación web',
      shortTitle: 'Auditoría de seguridad web',
      shortDesc: 'Revisión según el OWASP Top 10 con un informe claro y priorizado.',
      desc: 'Pongo a prueba tu aplicación web frente al OWASP Top 10: inyección, control de acceso defectuoso, configuraciones erróneas y mucho más. Recibirás un informe priorizado con pruebas de cada hallazgo y soluciones concretas que tu equipo de desarrollo puede aplicar.',
      features: [
        'Comprobaciones OWASP Top 10',
        'Informe priorizado',
        'Recomendaciones de corrección',
        'Nueva prueba tras las correcciones',
      ],
    },
    fr: {
      title: 'Je réalise un audit de sécurité de votre application web',
      shortTitle: 'Audit de sécurité web',
      shortDesc: 'Analyse selon l’OWASP Top 10 avec un rapport clair et hiérarchisé.',
      desc: 'Je teste votre application web au regard de l’OWASP Top 10 : injections, contrôle d’accès défaillant, erreurs de configuration et plus encore. Vous recevez un rapport hiérarchisé, avec une preuve pour chaque vulnérabilité et des correctifs concrets que vos développeurs peuvent appliquer.',
      features: [
        'Contrôles OWASP Top 10',
        'Rapport hiérarchisé',
        'Recommandations de correction',
        'Vérification des correctifs',
      ],
    },
    ar: {
      title: 'سأُجري تدقيقًا أمنيًا لتطبيق الويب الخاص بك',
      shortTitle: 'تدقيق أمني للويب',
      shortDesc: 'فحص وفق قائمة OWASP Top 10 مع تقرير واضح مرتب حسب الأولوية.',
      desc: 'أختبر تطبيق الويب الخاص بك وفق قائمة OWASP Top 10: ثغرات الحقن، وضعف التحكم في الوصول، وأخطاء الإعداد، وغيرها. ستتلقى تقريرًا مرتبًا حسب الأولوية يتضمن دليلًا على كل ثغرة وحلولًا عملية يستطيع مطوّروك تطبيقها.',
      features: [
        'فحوصات OWASP Top 10',
        'تقرير مرتب حسب الأولوية',
        'توصيات للإصلاح',
        'إعادة الاختبار بعد الإصلاح',
      ],
    },
  },
  'I will design a modern minimalist logo for your brand': {
    de: {
      title: 'Ich gestalte ein modernes, minimalistisches Logo für Ihre Marke',
      shortTitle: 'Minimalistisches Logo',
      shortDesc: 'Ein einprägsames, zeitloses Logo mit allen Quelldateien.',
      desc: 'Ein Logo ist das Gesicht Ihres Unternehmens. Ich gestalte moderne, minimalistische Logos, die in jeder Größe funktionieren – vom Favicon bis zur Plakatwand. Jedes Paket enthält Vektor-Quelldateien und ein PNG mit transparentem Hintergrund.',
      features: [
        'Vektor-Quelldateien',
        'Transparentes PNG',
        'Social-Media-Paket',
        'Kommerzielle Nutzungsrechte',
      ],
    },
    es: {
      title: 'Diseñaré un logotipo moderno y minimalista para tu marca',
      shortTitle: 'Logotipo minimalista',
      shortDesc: 'Un logotipo memorable y atemporal, con todos los archivos fuente.',
      desc: 'El logotipo es la cara de tu negocio. Diseño logotipos modernos y minimalistas que funcionan a cualquier tamaño, desde un favicon hasta una valla publicitaria. Todos los paquetes incluyen archivos vectoriales editables y un PNG con fondo transparente.',
      features: [
        'Archivos vectoriales editables',
        'PNG transparente',
        'Kit para redes sociales',
        'Derechos de uso comercial',
      ],
    },
    fr: {
      title: 'Je conçois un logo moderne et minimaliste pour votre marque',
      shortTitle: 'Logo minimaliste',
      shortDesc: 'Un logo mémorable et intemporel, avec tous les fichiers sources.',
      desc: 'Votre logo est le visage de votre entreprise. Je conçois des logos modernes et minimalistes qui fonctionnent à toutes les tailles, du favicon au panneau d’affichage. Chaque formule comprend les fichiers sources vectoriels et un PNG sur fond transparent.',
      features: [
        'Fichiers sources vectoriels',
        'PNG transparent',
        'Kit réseaux sociaux',
        'Droits d’usage commercial',
      ],
    },
    ar: {
      title: 'سأصمم شعارًا عصريًا وبسيطًا لعلامتك التجارية',
      shortTitle: 'تصميم شعار بسيط',
      shortDesc: 'شعار لا يُنسى ولا يفقد بريقه مع الزمن، مع جميع الملفات المصدرية.',
      desc: 'الشعار هو واجهة نشاطك التجاري. أصمم شعارات عصرية بسيطة تبقى واضحة بأي حجم، من أيقونة المتصفح إلى اللوحات الإعلانية الكبيرة. تتضمن كل باقة ملفات مصدرية متجهة وملف PNG بخلفية شفافة.',
      features: [
        'ملفات مصدرية متجهة',
        'ملف PNG بخلفية شفافة',
        'حزمة لوسائل التواصل الاجتماعي',
        'حقوق الاستخدام التجاري',
      ],
    },
  },
  'I will create a complete brand style guide': {
    de: {
      title: 'Ich erstelle einen vollständigen Marken-Styleguide',
      shortTitle: 'Marken-Styleguide',
      shortDesc: 'Farben, Typografie und Nutzungsregeln in einem übersichtlichen Leitfaden.',
      desc: 'Damit Ihre Marke überall einheitlich auftritt: Ich erstelle einen Marken-Styleguide zu Logoverwendung, Farbpalette, Typografie, Bildsprache und Tonalität – als sorgfältig gestaltetes PDF, an dem sich Ihr Team und Ihre Partner orientieren können.',
      features: ['Farbpalette', 'Typografie-System', 'Regeln zur Logoverwendung', 'Druckfertiges PDF'],
    },
    es: {
      title: 'Crearé una guía de estilo de marca completa',
      shortTitle: 'Guía de estilo de marca',
      shortDesc: 'Colores, tipografía y normas de uso en una guía clara.',
      desc: 'Mantén la coherencia de tu marca en todas partes. Creo una guía de estilo que abarca el uso del logotipo, la paleta de colores, la tipografía, las imágenes y el tono, entregada en un PDF cuidado que tu equipo y tus colaboradores pueden seguir.',
      features: [
        'Paleta de colores',
        'Sistema tipográfico',
        'Normas de uso del logotipo',
        'PDF listo para imprimir',
      ],
    },
    fr: {
      title: 'Je crée une charte graphique complète pour votre marque',
      shortTitle: 'Charte graphique',
      shortDesc: 'Couleurs, typographie et règles d’usage réunies dans un guide clair.',
      desc: 'Gardez une image de marque cohérente partout. Je crée une charte graphique qui couvre l’utilisation du logo, la palette de couleurs, la typographie, l’univers visuel et le ton, livrée sous forme d’un PDF soigné que votre équipe et vos partenaires pourront suivre.',
      features: [
        'Palette de couleurs',
        'Système typographique',
        'Règles d’utilisation du logo',
        'PDF prêt à imprimer',
      ],
    },
    ar: {
      title: 'سأُعدّ دليلًا كاملًا لهوية علامتك التجارية',
      shortTitle: 'دليل الهوية البصرية',
      shortDesc: 'الألوان والخطوط وقواعد الاستخدام في دليل واحد واضح.',
      desc: 'حافظ على اتساق علامتك التجارية في كل مكان. أُعدّ لك دليلًا للهوية البصرية يغطي استخدام الشعار، ولوحة الألوان، والخطوط، والصور، ونبرة الخطاب، وأسلّمه في ملف PDF أنيق يستطيع فريقك وشركاؤك الالتزام به.',
      features: ['لوحة الألوان', 'نظام الخطوط', 'قواعد استخدام الشعار', 'ملف PDF جاهز للطباعة'],
    },
  },
  'I will design eye-catching social media posts': {
    de: {
      title: 'Ich gestalte auffällige Social-Media-Beiträge',
      shortTitle: 'Social-Media-Beiträge',
      shortDesc: 'Beiträge für Instagram, Facebook und LinkedIn, bei denen niemand weiterscrollt.',
      desc: 'Fallen Sie im Feed auf – mit Beiträgen im Look Ihrer Marke. Ich gestalte Karussells, Storys und Einzelbeiträge in den passenden Formaten für jede Plattform, dazu bearbeitbare Vorlagen, damit Sie im gleichen Stil weiterposten können.',
      features: [
        'Formate für alle Plattformen',
        'Bearbeitbare Vorlagen',
        'Karussell-Designs',
        'Story-Formate',
      ],
    },
    es: {
      title: 'Diseñaré publicaciones llamativas para redes sociales',
      shortTitle: 'Publicaciones para redes sociales',
      shortDesc: 'Diseños que frenan el scroll en Instagram, Facebook y LinkedIn.',
      desc: 'Destaca en el feed con publicaciones fieles a tu marca. Diseño carruseles, historias y publicaciones individuales en el tamaño de cada plataforma, con plantillas editables para que sigas publicando con el mismo estilo.',
      features: [
        'Tamaños para cada plataforma',
        'Plantillas editables',
        'Diseños de carrusel',
        'Formatos para historias',
      ],
    },
    fr: {
      title: 'Je conçois des publications accrocheuses pour les réseaux sociaux',
      shortTitle: 'Publications pour réseaux sociaux',
      shortDesc: 'Des visuels qui arrêtent le défilement sur Instagram, Facebook et LinkedIn.',
      desc: 'Démarquez-vous dans le fil d’actualité avec des publications fidèles à votre marque. Je conçois des carrousels, des stories et des publications individuelles aux formats de chaque plateforme, avec des modèles modifiables pour que vous continuiez à publier dans le même style.',
      features: [
        'Formats pour toutes les plateformes',
        'Modèles modifiables',
        'Carrousels',
        'Formats stories',
      ],
    },
    ar: {
      title: 'سأصمم منشورات لافتة لوسائل التواصل الاجتماعي',
      shortTitle: 'منشورات التواصل الاجتماعي',
      shortDesc: 'تصاميم منشورات تستوقف المتابعين على إنستغرام وفيسبوك ولينكدإن.',
      desc: 'تميّز في موجز الأخبار بتصاميم منشورات تعبّر عن علامتك التجارية. أصمم منشورات دوّارة وقصصًا ومنشورات فردية بمقاسات تناسب كل منصة، مع قوالب قابلة للتعديل لتواصل النشر بالأسلوب نفسه.',
      features: ['مقاسات لجميع المنصات', 'قوالب قابلة للتعديل', 'تصاميم المنشورات الدوّارة', 'تصاميم القصص'],
    },
  },
  'I will do a technical SEO audit and on-page optimisation': {
    de: {
      title: 'Ich mache ein technisches SEO-Audit und eine Onpage-Optimierung',
      shortTitle: 'Technisches SEO-Audit',
      shortDesc: 'Finden und beheben, was Ihre Website von der ersten Seite fernhält.',
      desc: 'Ich prüfe Crawlbarkeit, Indexierung, Ladezeit, strukturierte Daten und inhaltliche Lücken und optimiere anschließend Ihre wichtigsten Seiten. Sie erhalten einen klaren Maßnahmenplan sowie die Rankings Ihrer Ziel-Keywords vorher und nachher.',
      features: ['Vollständiger Website-Crawl', 'Keyword-Recherche', 'Onpage-Korrekturen', 'Ranking-Bericht'],
    },
    es: {
      title: 'Haré una auditoría SEO técnica y optimización on-page',
      shortTitle: 'Auditoría SEO técnica',
      shortDesc: 'Detecta y corrige lo que aleja tu web de la primera página.',
      desc: 'Audito el rastreo, la indexación, la velocidad del sitio, los datos estructurados y las carencias de contenido, y después optimizo tus páginas clave. Recibirás un plan de acción claro y el posicionamiento de tus palabras clave objetivo antes y después.',
      features: [
        'Rastreo completo del sitio',
        'Investigación de palabras clave',
        'Correcciones on-page',
        'Informe de posicionamiento',
      ],
    },
    fr: {
      title: 'Je réalise un audit SEO technique et une optimisation on-page',
      shortTitle: 'Audit SEO technique',
      shortDesc: 'Repérer et corriger ce qui éloigne votre site de la première page.',
      desc: 'J’analyse l’exploration, l’indexation, la vitesse du site, les données structurées et les manques de contenu, puis j’optimise vos pages clés. Vous obtenez un plan d’action clair et vos positions avant/après sur vos mots-clés cibles.',
      features: [
        'Exploration complète du site',
        'Recherche de mots-clés',
        'Corrections on-page',
        'Rapport de positionnement',
      ],
    },
    ar: {
      title: 'سأُجري تدقيقًا تقنيًا لتحسين محركات البحث وتحسينًا داخل الصفحات',
      shortTitle: 'تدقيق SEO تقني',
      shortDesc: 'أكتشف ما يُبقي موقعك بعيدًا عن الصفحة الأولى وأصلحه.',
      desc: 'أفحص قابلية الزحف والفهرسة وسرعة الموقع والبيانات المنظَّمة والثغرات في المحتوى، ثم أحسّن صفحاتك الرئيسية. ستحصل على خطة عمل واضحة وترتيب كلماتك المفتاحية المستهدفة قبل التحسين وبعده.',
      features: ['زحف كامل للموقع', 'بحث الكلمات المفتاحية', 'إصلاحات داخل الصفحات', 'تقرير الترتيب'],
    },
  },
  'I will manage your social media marketing for a month': {
    de: {
      title: 'Ich betreue einen Monat lang Ihr Social-Media-Marketing',
      shortTitle: 'Social-Media-Betreuung',
      shortDesc: 'Planung, Veröffentlichung und Interaktion auf Ihren Kanälen.',
      desc: 'Ein Monat Social Media, um den Sie sich nicht kümmern müssen: Redaktionsplan, tägliche Beiträge, Antworten an Ihre Community und ein monatlicher Leistungsbericht mit Empfehlungen für den nächsten Monat.',
      features: ['Redaktionsplan', 'Tägliche Beiträge', 'Community-Antworten', 'Monatsbericht'],
    },
    es: {
      title: 'Gestionaré tu marketing en redes sociales durante un mes',
      shortTitle: 'Gestión de redes sociales',
      shortDesc: 'Planificación, publicación e interacción en tus canales.',
      desc: 'Un mes de redes sociales sin que tengas que ocuparte de nada: calendario de contenidos, publicaciones diarias, respuestas a tu comunidad y un informe mensual de resultados con recomendaciones para el mes siguiente.',
      features: [
        'Calendario de contenidos',
        'Publicaciones diarias',
        'Respuestas a la comunidad',
        'Informe mensual',
      ],
    },
    fr: {
      title: 'Je gère votre marketing sur les réseaux sociaux pendant un mois',
      shortTitle: 'Gestion des réseaux sociaux',
      shortDesc: 'Planification, publication et animation de vos comptes.',
      desc: 'Un mois de réseaux sociaux clés en main : calendrier éditorial, publications quotidiennes, réponses à votre communauté et un rapport mensuel de performance avec des recommandations pour le mois suivant.',
      features: [
        'Calendrier éditorial',
        'Publications quotidiennes',
        'Réponses à la communauté',
        'Rapport mensuel',
      ],
    },
    ar: {
      title: 'سأدير تسويقك عبر وسائل التواصل الاجتماعي لمدة شهر',
      shortTitle: 'إدارة وسائل التواصل',
      shortDesc: 'تخطيط ونشر وتفاعل على قنواتك.',
      desc: 'شهر كامل من إدارة وسائل التواصل الاجتماعي نيابةً عنك: تقويم للمحتوى، ونشر يومي، وردود على جمهورك، وتقرير أداء شهري مع توصيات للشهر التالي.',
      features: ['تقويم المحتوى', 'نشر يومي', 'الرد على الجمهور', 'تقرير شهري'],
    },
  },
  'I will create a digital marketing strategy for your business': {
    de: {
      title: 'Ich entwickle eine digitale Marketingstrategie für Ihr Unternehmen',
      shortTitle: 'Marketingstrategie',
      shortDesc: 'Ein praxisnaher Plan für Kanäle, Budget und Wachstum.',
      desc: 'Ich analysiere Ihren Markt, Ihre Zielgruppe und Ihre Wettbewerber und entwickle daraus eine digitale Marketingstrategie für 90 Tage – mit Kanalprioritäten, Budgetverteilung, KPIs und einem Maßnahmenplan Woche für Woche.',
      features: ['Wettbewerbsanalyse', 'Zielgruppen-Personas', 'Kanalplan', '90-Tage-Fahrplan'],
    },
    es: {
      title: 'Crearé una estrategia de marketing digital para tu negocio',
      shortTitle: 'Estrategia de marketing',
      shortDesc: 'Un plan práctico de canales, presupuesto y crecimiento.',
      desc: 'Analizo tu mercado, tu público y tu competencia, y con ello construyo una estrategia de marketing digital a 90 días con prioridades por canal, reparto del presupuesto, KPI y un plan de acción semana a semana.',
      features: [
        'Análisis de la competencia',
        'Perfiles de cliente',
        'Plan de canales',
        'Hoja de ruta a 90 días',
      ],
    },
    fr: {
      title: 'J’élabore une stratégie de marketing digital pour votre entreprise',
      shortTitle: 'Stratégie marketing',
      shortDesc: 'Un plan concret pour vos canaux, votre budget et votre croissance.',
      desc: 'J’analyse votre marché, votre audience et vos concurrents, puis je bâtis une stratégie de marketing digital sur 90 jours : canaux prioritaires, répartition du budget, KPI et plan d’action semaine par semaine.',
      features: ['Analyse de la concurrence', 'Personas', 'Plan des canaux', 'Feuille de route sur 90 jours'],
    },
    ar: {
      title: 'سأضع استراتيجية تسويق رقمي لنشاطك التجاري',
      shortTitle: 'استراتيجية تسويق',
      shortDesc: 'خطة عملية للقنوات والميزانية والنمو.',
      desc: 'أحلّل سوقك وجمهورك ومنافسيك، ثم أبني استراتيجية تسويق رقمي لمدة 90 يومًا تحدد أولويات القنوات وتوزيع الميزانية ومؤشرات الأداء الرئيسية، مع خطة عمل أسبوعًا بأسبوع.',
      features: ['تحليل المنافسين', 'شخصيات الجمهور المستهدف', 'خطة القنوات', 'خارطة طريق لمدة 90 يومًا'],
    },
  },
  'I will professionally edit your YouTube videos': {
    de: {
      title: 'Ich schneide Ihre YouTube-Videos professionell',
      shortTitle: 'YouTube-Videoschnitt',
      shortDesc: 'Packender Schnitt, Untertitel und Farbkorrektur für Ihren Kanal.',
      desc: 'Schicken Sie mir Ihr Rohmaterial und erhalten Sie ein fertig poliertes Video zurück: straffer Schnitt, Farbkorrektur, Tonbearbeitung, Untertitel, B-Roll und ein auffälliges Thumbnail – bereit für YouTube.',
      features: ['Farbkorrektur', 'Untertitel', 'Tonbearbeitung', 'Thumbnail inklusive'],
    },
    es: {
      title: 'Editaré tus vídeos de YouTube de forma profesional',
      shortTitle: 'Edición de vídeos de YouTube',
      shortDesc: 'Cortes dinámicos, subtítulos y color para tu canal.',
      desc: 'Envíame tu material en bruto y recibe un vídeo pulido: cortes ágiles, corrección de color, limpieza de audio, subtítulos, planos de recurso y una miniatura llamativa, listo para YouTube.',
      features: ['Corrección de color', 'Subtítulos', 'Limpieza de audio', 'Miniatura incluida'],
    },
    fr: {
      title: 'Je monte vos vidéos YouTube de façon professionnelle',
      shortTitle: 'Montage vidéo YouTube',
      shortDesc: 'Un montage rythmé, des sous-titres et un étalonnage soigné pour votre chaîne.',
      desc: 'Envoyez-moi vos rushes et recevez une vidéo soignée : montage serré, étalonnage, nettoyage du son, sous-titres, plans de coupe et une miniature accrocheuse, prête pour YouTube.',
      features: ['Étalonnage', 'Sous-titres', 'Nettoyage du son', 'Miniature incluse'],
    },
    ar: {
      title: 'سأحرّر مقاطع فيديو يوتيوب الخاصة بك باحترافية',
      shortTitle: 'مونتاج فيديو يوتيوب',
      shortDesc: 'مونتاج جذاب ونصوص مصاحبة وتصحيح ألوان لقناتك.',
      desc: 'أرسل لي لقطاتك الخام واستلم فيديو متقنًا: مونتاج محكم، وتصحيح للألوان، وتنقية للصوت، ونصوص مصاحبة، ولقطات مساندة، وصورة مصغّرة لافتة، جاهزًا للنشر على يوتيوب.',
      features: ['تصحيح الألوان', 'نصوص مصاحبة', 'تنقية الصوت', 'صورة مصغّرة مشمولة'],
    },
  },
  'I will create a 2D animated explainer video': {
    de: {
      title: 'Ich erstelle ein animiertes 2D-Erklärvideo',
      shortTitle: '2D-Erklärvideo',
      shortDesc: 'Erklären Sie Ihr Produkt in 60 Sekunden – mit individueller Animation.',
      desc: 'Ein individuell animiertes 2D-Erklärvideo mit Drehbuch, Sprecherstimme, Illustrationen und Musik. Ideal für Landingpages, Pitches und Anzeigen in den sozialen Medien.',
      features: [
        'Drehbuch',
        'Professionelle Sprecherstimme',
        'Individuelle Illustrationen',
        'Hintergrundmusik',
      ],
    },
    es: {
      title: 'Crearé un vídeo explicativo animado en 2D',
      shortTitle: 'Vídeo explicativo 2D',
      shortDesc: 'Explica tu producto en 60 segundos con una animación a medida.',
      desc: 'Un vídeo explicativo animado en 2D hecho a medida, con guion, locución, ilustraciones y música. Perfecto para landing pages, presentaciones a inversores y anuncios en redes sociales.',
      features: ['Redacción del guion', 'Locución profesional', 'Ilustraciones a medida', 'Música de fondo'],
    },
    fr: {
      title: 'Je crée une vidéo explicative animée en 2D',
      shortTitle: 'Vidéo explicative 2D',
      shortDesc: 'Présentez votre produit en 60 secondes grâce à une animation sur mesure.',
      desc: 'Une vidéo explicative animée en 2D sur mesure, avec script, voix off, illustrations et musique. Idéale pour vos landing pages, vos pitchs et vos publicités sur les réseaux sociaux.',
      features: [
        'Écriture du script',
        'Voix off professionnelle',
        'Illustrations sur mesure',
        'Musique de fond',
      ],
    },
    ar: {
      title: 'سأنتج فيديو توضيحيًا برسوم متحركة ثنائية الأبعاد',
      shortTitle: 'فيديو توضيحي ثنائي الأبعاد',
      shortDesc: 'اشرح منتجك في 60 ثانية برسوم متحركة مصممة خصيصًا لك.',
      desc: 'فيديو توضيحي برسوم متحركة ثنائية الأبعاد مصمم خصيصًا لك، يشمل كتابة النص والتعليق الصوتي والرسومات والموسيقى. مثالي لصفحات الهبوط والعروض التقديمية والإعلانات على وسائل التواصل الاجتماعي.',
      features: ['كتابة النص', 'تعليق صوتي احترافي', 'رسومات مخصصة', 'موسيقى خلفية'],
    },
  },
  'I will animate your logo with a smooth intro': {
    de: {
      title: 'Ich animiere Ihr Logo mit einem flüssigen Intro',
      shortTitle: 'Logo-Animation',
      shortDesc: 'Ein kurzes animiertes Logo-Intro für Videos und Social Media.',
      desc: 'Erwecken Sie Ihre Marke mit einer klaren Logo-Animation zum Leben: ein Intro von 5 bis 10 Sekunden mit Soundeffekten, geliefert in 4K und in Formaten für YouTube, Instagram und Ihre Website.',
      features: [
        'Export in 4K',
        'Soundeffekte',
        'Version mit transparentem Hintergrund',
        'Social-Media-Formate',
      ],
    },
    es: {
      title: 'Animaré tu logotipo con una intro fluida',
      shortTitle: 'Animación de logotipo',
      shortDesc: 'Una intro breve con tu logotipo animado para vídeos y redes sociales.',
      desc: 'Da vida a tu marca con una animación de logotipo limpia: una intro de 5 a 10 segundos con efectos de sonido, entregada en 4K y en formatos para YouTube, Instagram y tu web.',
      features: [
        'Exportación en 4K',
        'Efectos de sonido',
        'Versión con fondo transparente',
        'Formatos para redes sociales',
      ],
    },
    fr: {
      title: 'J’anime votre logo avec une intro fluide',
      shortTitle: 'Animation de logo',
      shortDesc: 'Une courte intro avec votre logo animé, pour vos vidéos et vos réseaux sociaux.',
      desc: 'Donnez vie à votre marque avec une animation de logo épurée : une intro de 5 à 10 secondes avec effets sonores, livrée en 4K et aux formats adaptés à YouTube, à Instagram et à votre site.',
      features: ['Export en 4K', 'Effets sonores', 'Version sur fond transparent', 'Formats réseaux sociaux'],
    },
    ar: {
      title: 'سأحرّك شعارك بمقدمة سلسة',
      shortTitle: 'تحريك الشعار',
      shortDesc: 'مقدمة قصيرة بشعارك المتحرك لمقاطع الفيديو ووسائل التواصل.',
      desc: 'أضفِ الحياة على علامتك التجارية بتحريك أنيق لشعارك: مقدمة مدتها من 5 إلى 10 ثوانٍ مع مؤثرات صوتية، تُسلَّم بدقة 4K وبصيغ تناسب يوتيوب وإنستغرام وموقعك الإلكتروني.',
      features: ['تصدير بدقة 4K', 'مؤثرات صوتية', 'نسخة بخلفية شفافة', 'مقاسات لوسائل التواصل'],
    },
  },
  'I will write an investor-ready business plan': {
    de: {
      title: 'Ich schreibe einen Businessplan, der Investoren überzeugt',
      shortTitle: 'Businessplan',
      shortDesc: 'Ein klarer, finanzierungsreifer Plan mit Finanzprognosen.',
      desc: 'Ich schreibe Businesspläne, die Investoren und Banken bis zum Ende lesen: Executive Summary, Marktanalyse, Betriebsablauf, Marketingplan und eine Finanzplanung über drei Jahre in einer bearbeitbaren Tabelle.',
      features: ['Marktanalyse', 'Finanzprognosen', 'Pitch-Zusammenfassung', 'Bearbeitbare Dateien'],
    },
    es: {
      title: 'Redactaré un plan de negocio listo para inversores',
      shortTitle: 'Plan de negocio',
      shortDesc: 'Un plan claro, listo para buscar financiación, con proyecciones financieras.',
      desc: 'Escribo planes de negocio que inversores y bancos leen hasta el final: resumen ejecutivo, análisis de mercado, operaciones, plan de marketing y proyecciones financieras a tres años en una hoja de cálculo editable.',
      features: [
        'Análisis de mercado',
        'Proyecciones financieras',
        'Resumen para inversores',
        'Archivos editables',
      ],
    },
    fr: {
      title: 'Je rédige un business plan prêt pour les investisseurs',
      shortTitle: 'Business plan',
      shortDesc: 'Un plan clair, prêt pour une levée de fonds, avec prévisions financières.',
      desc: 'Je rédige des business plans que les investisseurs et les banques lisent jusqu’au bout : résumé opérationnel, étude de marché, organisation, plan marketing et prévisions financières sur trois ans dans un tableur modifiable.',
      features: [
        'Étude de marché',
        'Prévisions financières',
        'Synthèse pour investisseurs',
        'Fichiers modifiables',
      ],
    },
    ar: {
      title: 'سأكتب خطة عمل جاهزة للعرض على المستثمرين',
      shortTitle: 'خطة عمل',
      shortDesc: 'خطة واضحة جاهزة لطلب التمويل، مع توقعات مالية.',
      desc: 'أكتب خطط عمل يقرؤها المستثمرون والبنوك حتى النهاية: ملخص تنفيذي، وتحليل للسوق، وخطة تشغيلية، وخطة تسويق، وتوقعات مالية لثلاث سنوات في جدول بيانات قابل للتعديل.',
      features: ['تحليل السوق', 'التوقعات المالية', 'ملخص للعرض على المستثمرين', 'ملفات قابلة للتعديل'],
    },
  },
  'I will be your reliable virtual assistant': {
    de: {
      title: 'Ich bin Ihre zuverlässige virtuelle Assistenz',
      shortTitle: 'Virtuelle Assistenz',
      shortDesc: 'E-Mails, Termine und Verwaltungsaufgaben – für Sie erledigt.',
      desc: 'Gewinnen Sie Zeit zurück: Ich kümmere mich um Ihr Postfach, Ihre Termine, Dateneingabe, Recherchen und das Nachfassen bei Kunden – mit einer täglichen Zusammenfassung der erledigten Aufgaben.',
      features: ['Postfachverwaltung', 'Terminplanung', 'Dateneingabe', 'Tägliche Zusammenfassung'],
    },
    es: {
      title: 'Seré tu asistente virtual de confianza',
      shortTitle: 'Asistente virtual',
      shortDesc: 'Me encargo de tu correo, tu agenda y tus tareas administrativas.',
      desc: 'Recupera tu tiempo: gestiono tu bandeja de entrada, tu agenda, la introducción de datos, la búsqueda de información y el seguimiento de clientes, con un resumen diario de lo que se ha hecho.',
      features: ['Gestión del correo', 'Gestión de la agenda', 'Introducción de datos', 'Resumen diario'],
    },
    fr: {
      title: 'Je serai votre assistant virtuel de confiance',
      shortTitle: 'Assistant virtuel',
      shortDesc: 'E-mails, agenda et tâches administratives pris en charge pour vous.',
      desc: 'Libérez votre temps : je m’occupe de votre boîte de réception, de votre agenda, de la saisie de données, des recherches et des relances clients, avec un récapitulatif quotidien de ce qui a été fait.',
      features: [
        'Gestion de la boîte de réception',
        'Gestion de l’agenda',
        'Saisie de données',
        'Récapitulatif quotidien',
      ],
    },
    ar: {
      title: 'سأكون مساعدك الافتراضي الموثوق',
      shortTitle: 'مساعد افتراضي',
      shortDesc: 'أتولى عنك البريد الإلكتروني والمواعيد والمهام الإدارية.',
      desc: 'وفّر وقتك: أتولى إدارة بريدك الوارد، وجدولة المواعيد، وإدخال البيانات، والبحث عن المعلومات، ومتابعة العملاء، مع ملخص يومي بما أُنجز.',
      features: ['إدارة البريد الوارد', 'جدولة المواعيد', 'إدخال البيانات', 'ملخص يومي'],
    },
  },
  'I will do in-depth market research for your product': {
    de: {
      title: 'Ich führe eine gründliche Marktforschung für Ihr Produkt durch',
      shortTitle: 'Marktforschung',
      shortDesc: 'Wettbewerber, Kunden und Marktgröße in einem Bericht.',
      desc: 'Kennen Sie Ihren Markt, bevor Sie investieren. Ich untersuche Wettbewerber, Kundenbedürfnisse und Marktgröße und liefere Ihnen einen strukturierten Bericht mit Diagrammen und klaren Empfehlungen.',
      features: [
        'Wettbewerbsüberblick',
        'Kundeneinblicke',
        'Bestimmung der Marktgröße',
        'Handlungsempfehlungen',
      ],
    },
    es: {
      title: 'Haré un estudio de mercado a fondo para tu producto',
      shortTitle: 'Estudio de mercado',
      shortDesc: 'Competencia, clientes y tamaño del mercado en un solo informe.',
      desc: 'Conoce tu mercado antes de invertir. Investigo a la competencia, las necesidades de los clientes y el tamaño del mercado, y te entrego un informe estructurado con gráficos y recomendaciones claras.',
      features: [
        'Panorama de la competencia',
        'Conocimiento del cliente',
        'Tamaño del mercado',
        'Recomendaciones',
      ],
    },
    fr: {
      title: 'Je réalise une étude de marché approfondie pour votre produit',
      shortTitle: 'Étude de marché',
      shortDesc: 'Concurrents, clients et taille du marché, réunis dans un seul rapport.',
      desc: 'Connaissez votre marché avant d’investir. J’étudie vos concurrents, les besoins de vos clients et la taille du marché, puis je vous remets un rapport structuré avec des graphiques et des recommandations claires.',
      features: ['Panorama de la concurrence', 'Connaissance client', 'Taille du marché', 'Recommandations'],
    },
    ar: {
      title: 'سأُجري بحثًا معمّقًا في السوق لمنتجك',
      shortTitle: 'بحث السوق',
      shortDesc: 'المنافسون والعملاء وحجم السوق في تقرير واحد.',
      desc: 'اعرف سوقك قبل أن تستثمر. أدرس المنافسين واحتياجات العملاء وحجم السوق، وأسلّمك تقريرًا منظمًا مدعومًا بالرسوم البيانية وتوصيات واضحة.',
      features: ['نظرة عامة على المنافسين', 'رؤى حول العملاء', 'تقدير حجم السوق', 'توصيات'],
    },
  },
  'I will write SEO-friendly blog posts that engage readers': {
    de: {
      title: 'Ich schreibe SEO-freundliche Blogartikel, die Leser fesseln',
      shortTitle: 'SEO-Blogartikel',
      shortDesc: 'Gut recherchierte, einzigartige Artikel, die gut ranken und Leser zu Kunden machen.',
      desc: 'Gründlich recherchierte, einzigartige Blogartikel, geschrieben für Ihre Zielgruppe und optimiert für Suchmaschinen – inklusive Keyword-Platzierung, Zwischenüberschriften, Meta-Beschreibung und Vorschlägen für interne Links.',
      features: ['Keyword-Recherche', 'Meta-Beschreibung', 'Einzigartige Inhalte', 'Zwei Überarbeitungen'],
    },
    es: {
      title: 'Escribiré artículos de blog optimizados para SEO que atrapan a los lectores',
      shortTitle: 'Artículos de blog SEO',
      shortDesc: 'Artículos originales y bien documentados que posicionan y convierten.',
      desc: 'Artículos de blog originales y bien documentados, escritos para tu público y optimizados para buscadores: incluyen la colocación de palabras clave, encabezados, meta descripción y sugerencias de enlaces internos.',
      features: [
        'Investigación de palabras clave',
        'Meta descripción',
        'Contenido original',
        'Dos revisiones',
      ],
    },
    fr: {
      title: 'J’écris des articles de blog optimisés pour le SEO qui captivent les lecteurs',
      shortTitle: 'Articles de blog SEO',
      shortDesc: 'Des articles originaux et documentés, qui se positionnent et convertissent.',
      desc: 'Des articles de blog originaux et bien documentés, écrits pour votre audience et optimisés pour les moteurs de recherche : placement des mots-clés, intertitres, méta-description et suggestions de liens internes compris.',
      features: ['Recherche de mots-clés', 'Méta-description', 'Contenu original', 'Deux révisions'],
    },
    ar: {
      title: 'سأكتب مقالات مدونة متوافقة مع محركات البحث تجذب القرّاء',
      shortTitle: 'مقالات مدونة SEO',
      shortDesc: 'مقالات أصلية مدروسة تتصدر نتائج البحث وتحوّل القرّاء إلى عملاء.',
      desc: 'مقالات مدونة أصلية قائمة على بحث متأنٍّ، مكتوبة لجمهورك ومحسّنة لمحركات البحث، وتشمل توزيع الكلمات المفتاحية والعناوين الفرعية والوصف التعريفي واقتراحات للروابط الداخلية.',
      features: ['بحث الكلمات المفتاحية', 'الوصف التعريفي', 'محتوى أصلي', 'مراجعتان'],
    },
  },
  'I will translate your documents between English and Spanish': {
    de: {
      title: 'Ich übersetze Ihre Dokumente zwischen Englisch und Spanisch',
      shortTitle: 'Übersetzung Englisch–Spanisch',
      shortDesc: 'Präzise, natürlich klingende Übersetzung aus muttersprachlicher Hand.',
      desc: 'Professionelle Übersetzung von Dokumenten, Websites und Apps zwischen Englisch und Spanisch, auf Tonalität und Terminologie Korrektur gelesen – Ihre Formatierung bleibt dabei erhalten.',
      features: [
        'Muttersprachliche Übersetzung',
        'Korrektorat inklusive',
        'Formatierung bleibt erhalten',
        'Glossar auf Wunsch',
      ],
    },
    es: {
      title: 'Traduciré tus documentos entre inglés y español',
      shortTitle: 'Traducción inglés–español',
      shortDesc: 'Traducción precisa y natural, hecha por un hablante nativo.',
      desc: 'Traducción profesional de documentos, webs y apps entre inglés y español, revisada en tono y terminología y respetando el formato original.',
      features: ['Hablante nativo', 'Revisión incluida', 'Formato respetado', 'Glosario a petición'],
    },
    fr: {
      title: 'Je traduis vos documents entre l’anglais et l’espagnol',
      shortTitle: 'Traduction anglais–espagnol',
      shortDesc: 'Une traduction précise et naturelle, par un locuteur natif.',
      desc: 'Traduction professionnelle de documents, de sites web et d’applications entre l’anglais et l’espagnol, relue pour le ton et la terminologie, en conservant votre mise en forme.',
      features: ['Locuteur natif', 'Relecture incluse', 'Mise en forme conservée', 'Glossaire sur demande'],
    },
    ar: {
      title: 'سأترجم مستنداتك بين الإنجليزية والإسبانية',
      shortTitle: 'ترجمة إنجليزي–إسباني',
      shortDesc: 'ترجمة دقيقة وطبيعية على يد متحدث أصلي.',
      desc: 'ترجمة احترافية للمستندات والمواقع والتطبيقات بين الإنجليزية والإسبانية، مع تدقيق النبرة والمصطلحات والحفاظ على تنسيق ملفاتك كما هو.',
      features: ['متحدث أصلي', 'التدقيق اللغوي مشمول', 'الحفاظ على التنسيق', 'مسرد مصطلحات عند الطلب'],
    },
  },
  'I will write persuasive website copy that converts': {
    de: {
      title: 'Ich schreibe überzeugende Website-Texte, die verkaufen',
      shortTitle: 'Website-Texte',
      shortDesc: 'Klare, überzeugende Texte für Ihre Startseite und Landingpages.',
      desc: 'Machen Sie Besucher zu Kunden – mit Texten, die auf deren Bedürfnisse eingehen: Überschriften, Nutzenversprechen, Produktmerkmale und Handlungsaufforderungen im Ton Ihrer Marke.',
      features: [
        'Im Ton Ihrer Marke',
        'Mehrere Überschriften zur Wahl',
        'Handlungsaufforderungen',
        'SEO-freundlich',
      ],
    },
    es: {
      title: 'Escribiré textos persuasivos para tu web que convierten',
      shortTitle: 'Redacción web',
      shortDesc: 'Textos claros y persuasivos para tu página de inicio y tus landing pages.',
      desc: 'Convierte a tus visitantes en clientes con textos que responden a sus necesidades: titulares, propuestas de valor, características y llamadas a la acción escritos con la voz de tu marca.',
      features: ['Voz de marca', 'Varias opciones de titular', 'Llamadas a la acción', 'Optimizado para SEO'],
    },
    fr: {
      title: 'J’écris des textes de site web persuasifs qui convertissent',
      shortTitle: 'Rédaction web',
      shortDesc: 'Des textes clairs et persuasifs pour votre page d’accueil et vos landing pages.',
      desc: 'Transformez vos visiteurs en clients avec des textes qui répondent à leurs besoins : accroches, propositions de valeur, fonctionnalités et appels à l’action, rédigés avec la voix de votre marque.',
      features: [
        'La voix de votre marque',
        'Plusieurs titres au choix',
        'Appels à l’action',
        'Optimisé pour le SEO',
      ],
    },
    ar: {
      title: 'سأكتب نصوصًا مقنعة لموقعك تحوّل الزوار إلى عملاء',
      shortTitle: 'كتابة محتوى المواقع',
      shortDesc: 'نصوص واضحة ومقنعة لصفحتك الرئيسية وصفحات الهبوط.',
      desc: 'حوّل زوارك إلى عملاء بنصوص تخاطب احتياجاتهم: عناوين رئيسية، وعروض قيمة، ومزايا، ودعوات إلى اتخاذ إجراء، مكتوبة بصوت علامتك التجارية.',
      features: [
        'صوت علامتك التجارية',
        'خيارات متعددة للعناوين',
        'دعوات إلى اتخاذ إجراء',
        'متوافق مع محركات البحث',
      ],
    },
  },
};

/** The three packages' shared texts (catalog.demo.ts PACKAGE_TEXT), per language. */
const PACKAGES: Record<TranslatedLocale, [basic: string, standard: string, premium: string]> = {
  de: [
    'Das Wesentliche, gut gemacht.',
    'Alles aus Basic, mit mehr Umfang und Überarbeitungen.',
    'Das Komplettpaket mit bevorzugter Lieferung und Support.',
  ],
  es: [
    'Lo esencial, bien hecho.',
    'Todo lo de Basic, con más alcance y revisiones.',
    'El paquete completo con entrega prioritaria y soporte.',
  ],
  fr: [
    'L’essentiel, bien fait.',
    'Tout ce que comprend Basic, avec plus de contenu et de révisions.',
    'La formule complète avec livraison prioritaire et assistance.',
  ],
  ar: [
    'الأساسيات بإتقان.',
    'كل ما في الباقة الأساسية، مع نطاق أوسع ومراجعات أكثر.',
    'الباقة الكاملة مع تسليم ذي أولوية ودعم.',
  ],
};

/** A demo service's translations (every text, every language), when it has them. */
export function demoTranslations(title: string): ServiceTranslationsDto | undefined {
  const texts = DEMO_SERVICE_TEXTS[title];
  if (!texts) return undefined;
  const one = (locale: TranslatedLocale): ServiceTranslationDto => {
    const { title, shortTitle, shortDesc, desc, features } = texts[locale];
    const [basic, standard, premium] = PACKAGES[locale];
    return {
      title,
      shortTitle,
      shortDesc,
      desc,
      features: [...features],
      packages: { basic, standard, premium },
    };
  };
  return { de: one('de'), es: one('es'), fr: one('fr'), ar: one('ar') };
}
