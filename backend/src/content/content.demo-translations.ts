import type { TranslatedLocale } from '@market/contracts';
import type { BlogTranslations } from './content.repository';

/** One language's texts of a demo blog: every text content.demo.ts gives it in English. */
export interface DemoBlogTexts {
  title: string;
  description: string;
}

/**
 * The demo blogs in the other languages, keyed by the English title: every translatable text.
 * German and French address the reader formally (Sie, vous), Spanish informally (tú), Arabic is
 * Modern Standard Arabic.
 */
export const DEMO_BLOG_TEXTS: Record<string, Record<TranslatedLocale, DemoBlogTexts>> = {
  'How to brief a designer for the logo you actually want': {
    de: {
      title: 'So briefen Sie einen Designer für das Logo, das Sie wirklich wollen',
      description:
        'Ein gutes Logo beginnt mit einem guten Briefing. Beschreiben Sie, was Ihr Unternehmen macht, wer Ihre Kunden sind und welche drei Gefühle Ihre Marke wecken soll. Zeigen Sie Logos, die Ihnen gefallen, und – genauso hilfreich – solche, die Ihnen nicht gefallen. Klären Sie, wo das Logo am häufigsten zu sehen sein wird (auf dem Handy, auf einem Ladenschild, auf einem Etikett), denn davon hängt ab, wie schlicht es sein muss. Und lassen Sie sich früh Schwarz-Weiß-Versionen zeigen: Ein Logo, das ohne Farbe funktioniert, funktioniert überall.',
    },
    es: {
      title: 'Cómo preparar el briefing para el logotipo que de verdad quieres',
      description:
        'Un buen logotipo empieza con un buen briefing. Explica a qué se dedica tu empresa, quiénes son tus clientes y tres palabras que quieres que la gente sienta al ver tu marca. Comparte logotipos que te gusten y, igual de útil, otros que no. Acordad dónde se usará más el logotipo (la pantalla de un móvil, un rótulo, una etiqueta), porque eso decide lo sencillo que debe ser. Por último, pide pronto las versiones en blanco y negro: un logotipo que funciona sin color funciona en cualquier sitio.',
    },
    fr: {
      title: 'Comment briefer un designer pour obtenir le logo que vous voulez vraiment',
      description:
        'Un bon logo commence par un bon brief. Décrivez ce que fait votre entreprise, qui sont vos clients et trois mots que vous voulez faire ressentir à ceux qui voient votre marque. Montrez des logos que vous aimez et, tout aussi utile, d’autres que vous n’aimez pas. Convenez de l’endroit où le logo servira le plus (un écran de téléphone, une enseigne, une étiquette), car c’est ce qui décide de sa simplicité. Enfin, demandez tôt des versions en noir et blanc : un logo qui fonctionne sans couleur fonctionne partout.',
    },
    ar: {
      title: 'كيف تكتب موجزًا للمصمم لتحصل على الشعار الذي تريده فعلًا',
      description:
        'يبدأ الشعار الجيد بموجز جيد. صِف ما يقدمه نشاطك التجاري، ومن هم عملاؤك، وثلاث كلمات تريد أن يشعر بها الناس عندما يرون علامتك. شارك شعارات تعجبك، وبالقدر نفسه من الفائدة شعارات لا تعجبك. اتفقا على المكان الذي سيظهر فيه الشعار أكثر (شاشة هاتف، لافتة متجر، ملصق منتج)، لأن ذلك يحدد مدى البساطة المطلوبة. وأخيرًا، اطلب نسخًا بالأبيض والأسود مبكرًا: الشعار الذي ينجح بلا ألوان ينجح في كل مكان.',
    },
  },
  'WordPress or a custom build: choosing the right website': {
    de: {
      title: 'WordPress oder Eigenentwicklung: die richtige Website wählen',
      description:
        'WordPress betreibt aus gutem Grund einen großen Teil des Webs: Es ist schnell startklar, leicht zu pflegen und hat für fast alles ein Plugin. Eine Eigenentwicklung spielt ihre Stärken aus, wenn Ihre Website eigentlich eine Anwendung ist – mit Benutzerkonten, komplexen Daten oder ungewöhnlichen Abläufen. Gehen Sie davon aus, was Sie jede Woche ändern müssen und wer es ändern wird. Lautet die Antwort „Texte und Bilder, durch das Marketingteam“, ist WordPress meist der bessere erste Schritt.',
    },
    es: {
      title: 'WordPress o desarrollo a medida: cómo elegir la web adecuada',
      description:
        'WordPress mueve buena parte de la web, y con razón: se lanza rápido, es fácil de editar y tiene un plugin para casi todo. Un desarrollo a medida brilla cuando tu web es en realidad una aplicación, con cuentas de usuario, datos complejos o flujos de trabajo poco habituales. Parte de lo que necesitas cambiar cada semana y de quién lo va a cambiar. Si la respuesta es «textos e imágenes, el equipo de marketing», WordPress suele ser el mejor primer paso.',
    },
    fr: {
      title: 'WordPress ou développement sur mesure : choisir le bon site',
      description:
        'WordPress fait tourner une grande partie du web, et pour de bonnes raisons : il se lance vite, se modifie facilement et propose une extension pour presque tout. Un développement sur mesure prend tout son sens quand votre site est en réalité une application, avec des comptes, des données complexes ou des processus inhabituels. Partez de ce que vous devez modifier chaque semaine et de qui s’en chargera. Si la réponse est « des textes et des images, par l’équipe marketing », WordPress est généralement le meilleur premier pas.',
    },
    ar: {
      title: 'ووردبريس أم تطوير مخصص: كيف تختار الموقع المناسب',
      description:
        'يشغّل ووردبريس جزءًا كبيرًا من الويب لأسباب وجيهة: فهو سريع الإطلاق، وسهل التعديل، ويوفّر إضافة لكل شيء تقريبًا. أما التطوير المخصص فيتفوّق عندما يكون موقعك في الحقيقة تطبيقًا، فيه حسابات للمستخدمين أو بيانات معقدة أو سير عمل غير مألوف. ابدأ مما تحتاج إلى تغييره كل أسبوع ومن سيتولى تغييره. فإذا كانت الإجابة «نصوص وصور، يعدّلها فريق التسويق»، فإن ووردبريس هو في الغالب الخطوة الأولى الأنسب.',
    },
  },
  'Five SEO fixes that pay off in the first month': {
    de: {
      title: 'Fünf SEO-Korrekturen, die sich schon im ersten Monat auszahlen',
      description:
        'Nicht jede SEO-Maßnahme braucht Monate. Beheben Sie defekte interne Links und Weiterleitungsketten, geben Sie jeder wichtigen Seite einen eigenen Title und eine eigene Meta-Beschreibung, komprimieren Sie große Bilder, ergänzen Sie strukturierte Daten für Produkte und Artikel und reichen Sie eine saubere Sitemap ein. Diese Änderungen helfen Suchmaschinen, Ihre Website zu crawlen, und verbessern die Rankings oft schon innerhalb weniger Wochen – während Ihre Arbeit an den Inhalten langfristig Wirkung entfaltet.',
    },
    es: {
      title: 'Cinco mejoras SEO que dan resultado en el primer mes',
      description:
        'No todas las tareas de SEO llevan meses. Corrige los enlaces internos rotos y las cadenas de redirecciones, da a cada página importante un título y una meta descripción únicos, comprime las imágenes pesadas, añade datos estructurados a productos y artículos y envía un sitemap limpio. Estos cambios ayudan a los buscadores a rastrear tu web y a menudo mejoran el posicionamiento en pocas semanas, mientras tu trabajo de contenidos da frutos a largo plazo.',
    },
    fr: {
      title: 'Cinq corrections SEO rentables dès le premier mois',
      description:
        'Tout le travail SEO ne prend pas des mois. Corrigez les liens internes cassés et les chaînes de redirections, donnez à chaque page importante un titre et une méta-description uniques, compressez les images lourdes, ajoutez des données structurées à vos produits et articles, et soumettez un sitemap propre. Ces changements aident les moteurs de recherche à explorer votre site et font souvent progresser vos positions en quelques semaines, pendant que votre travail sur le contenu porte ses fruits sur le long terme.',
    },
    ar: {
      title: 'خمسة إصلاحات لتحسين محركات البحث تؤتي ثمارها في الشهر الأول',
      description:
        'ليست كل مهام تحسين محركات البحث بحاجة إلى شهور. أصلح الروابط الداخلية المعطلة وسلاسل إعادة التوجيه، وامنح كل صفحة مهمة عنوانًا ووصفًا تعريفيًا فريدين، واضغط الصور الكبيرة، وأضف بيانات منظَّمة إلى المنتجات والمقالات، وأرسل خريطة موقع نظيفة. تساعد هذه التغييرات محركات البحث على الزحف إلى موقعك، وكثيرًا ما تحسّن ترتيبه في غضون أسابيع، بينما يؤتي عملك على المحتوى ثماره على المدى الطويل.',
    },
  },
  'Why short explainer videos convert visitors into buyers': {
    de: {
      title: 'Warum kurze Erklärvideos Besucher zu Käufern machen',
      description:
        'Besucher entscheiden in Sekunden, ob sie bleiben. Ein Erklärvideo von 60 bis 90 Sekunden beantwortet ihre drei Fragen: Was ist das? Ist das etwas für mich? Und was tue ich als Nächstes? Beschränken Sie sich auf eine Botschaft pro Video, zeigen Sie das Produkt früh, nutzen Sie Untertitel, weil die meisten ohne Ton schauen, und schließen Sie mit einer einzigen, klaren Handlungsaufforderung.',
    },
    es: {
      title: 'Por qué los vídeos explicativos cortos convierten visitantes en compradores',
      description:
        'Los visitantes deciden en segundos si se quedan. Un vídeo explicativo de 60 a 90 segundos responde a las tres preguntas que se hacen: qué es, si es para mí y qué hago ahora. Limítate a un mensaje por vídeo, muestra el producto pronto, añade subtítulos porque la mayoría lo ve sin sonido y termina con una única llamada a la acción clara.',
    },
    fr: {
      title: 'Pourquoi les courtes vidéos explicatives transforment les visiteurs en acheteurs',
      description:
        'Les visiteurs décident en quelques secondes s’ils restent. Une vidéo explicative de 60 à 90 secondes répond aux trois questions qu’ils se posent : qu’est-ce que c’est, est-ce pour moi, et que dois-je faire ensuite ? Tenez-vous-en à un seul message par vidéo, montrez le produit rapidement, ajoutez des sous-titres car la plupart des gens regardent sans le son, et terminez par un appel à l’action unique et clair.',
    },
    ar: {
      title: 'لماذا تحوّل مقاطع الفيديو التوضيحية القصيرة الزوار إلى مشترين',
      description:
        'يقرر الزوار في ثوانٍ ما إذا كانوا سيبقون. ويجيب فيديو توضيحي مدته من 60 إلى 90 ثانية عن الأسئلة الثلاثة التي تدور في أذهانهم: ما هذا؟ وهل هو مناسب لي؟ وما الخطوة التالية؟ اكتفِ برسالة واحدة في كل فيديو، واعرض المنتج مبكرًا، وأضف نصوصًا مصاحبة لأن معظم الناس يشاهدون دون صوت، واختم بدعوة واحدة واضحة إلى اتخاذ إجراء.',
    },
  },
};

/** A demo blog's translations (every text, every language), when it has them. */
export function demoBlogTranslations(title: string): BlogTranslations | undefined {
  const texts = DEMO_BLOG_TEXTS[title];
  if (!texts) return undefined;
  const one = (locale: TranslatedLocale) => ({ ...texts[locale] });
  return { de: one('de'), es: one('es'), fr: one('fr'), ar: one('ar') };
}
