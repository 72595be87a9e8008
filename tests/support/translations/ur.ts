import type { Translation } from "../translated-content";

/** The launch content in Urdu, as the owner in Pakistan would write it: right to left. */
export const URDU: Translation = {
  language: "ur-PK",
  otherLanguages: [{ language: "en", phrases: ["FIFA Duel", "LaunchBase", "CareerStep", "BazaarHub"] }],
  labels: {
    chooseLanguage: "زبان: {language}",
    cvAlsoIn: "یہ بھی",
    skipLink: "مواد پر جائیں",
    navigation: "مرکزی",
    contactMe: "رابطہ کریں",
    themeSystem: "تھیم: اس آلے کے مطابق",
    themeLight: "تھیم: روشن",
    themeDark: "تھیم: تاریک",
    newTab: "{link} (نئے ٹیب میں کھلتا ہے)",
    terms: "شرائط و ضوابط",
    socialLinks: "سوشل میڈیا لنکس",
    copyright: "© {year} {name}۔ جملہ حقوق محفوظ ہیں۔",
    listMore: "{list}، {next}",
    listLast: "{list} اور {next}",
    headlineStart: "{words} کو",
    headlineMiddle: "حقیقی منصوبوں میں ڈھالتا ہوں",
    headlineEnd: "جو نتائج دیتے ہیں",
    seeMyWork: "میرا کام دیکھیں",
    playVideo: "ویڈیو چلائیں",
    pauseVideo: "ویڈیو روکیں",
    countersTitle: "ایک نظر میں",
    showcaseEyebrow: "منتخب کام",
    showcaseTitle: "نتائج دینے والے منصوبے",
    liveLink: "لائیو لنک",
    githubRepo: "گِٹ ہب ریپو",
    readCaseStudy: "کیس اسٹڈی پڑھیں",
    projectLink: "{link}: {title}",
    screenshotOf: "{title} کا اسکرین شاٹ",
    viewAllProjects: "تمام منصوبے دیکھیں",
    techTitle: "ٹیکنالوجیز جن کے ساتھ میں کام کرتا ہوں",
    techList: "ٹیکنالوجیز",
    pauseTechStrip: "ٹیکنالوجیز کی پٹی روکیں",
    playTechStrip: "ٹیکنالوجیز کی پٹی چلائیں",
    clientsTitle: "ان ٹیموں کا اعتماد",
    clientsList: "کلائنٹس",
    pauseClientsStrip: "کلائنٹس کی پٹی روکیں",
    playClientsStrip: "کلائنٹس کی پٹی چلائیں",
    valuesEyebrow: "میرے ساتھ کام کیوں کریں",
    valuesTitle: "آپ کس چیز پر بھروسا کر سکتے ہیں",
    featuresTitle: "ہر منصوبے کو کیا ملتا ہے",
    rolesEyebrow: "مجھے اس حیثیت سے رکھیں",
    rolesTitle: "میری ذمہ داریاں",
    skillsTitle: "میں کیسے مدد کر سکتا ہوں اور میری اہم مہارتیں",
    skillsSubtitle: "میں کیا ساتھ لاتا ہوں",
    contactTitle: "رابطہ کریں – آئیے بات کریں",
    contactSubtitle: "کوئی سوال یا خیال ہے؟ آئیے بات کریں!",
    nameField: "آپ کا نام",
    namePlaceholder: "آپ کا اسمِ گرامی؟",
    emailField: "آپ کا ای میل",
    emailPlaceholder: "آپ کا ای میل پتا کیا ہے؟",
    messageField: "آپ کا پیغام",
    messagePlaceholder: "میں آپ کی کیا مدد کر سکتا ہوں؟",
    send: "پیغام بھیجیں",
    sending: "بھیجا جا رہا ہے…",
    checkUnavailable:
      "اس فارم کی حفاظت کرنے والی اسپام جانچ لوڈ نہیں ہو سکی، اس لیے یہ ابھی پیغام نہیں بھیج سکتا۔ آپ کا پیغام یہیں محفوظ ہے: براہِ کرم اسے مجھے {email} پر ای میل کر دیں۔",
    notSent:
      "معذرت، آپ کا پیغام نہیں بھیجا جا سکا: میری طرف کچھ گڑبڑ ہو گئی۔ پیغام یہیں موجود ہے، آپ دوبارہ کوشش کر سکتے ہیں یا اسے مجھے {email} پر ای میل کر سکتے ہیں (یہ لنک آپ کا پیغام آپ کی ای میل ایپ میں کھول دیتا ہے)۔",
    noToken: "براہِ کرم تصدیق مکمل کریں",
    wait: {
      one: "دوبارہ کوشش کرنے سے پہلے براہِ کرم {seconds} سیکنڈ انتظار کریں۔",
      other: "دوبارہ کوشش کرنے سے پہلے براہِ کرم {seconds} سیکنڈ انتظار کریں۔",
    },
    waitAFew: "دوبارہ کوشش کرنے سے پہلے براہِ کرم چند سیکنڈ انتظار کریں۔",
    sent: "پیغام کامیابی سے بھیج دیا گیا!",
    mailSubject: "{name} کی طرف سے پیغام",
    mailSubjectNoName: "آپ کی ویب سائٹ سے پیغام",
    connectTitle: "مجھ سے رابطہ کریں",
    connectSubtitle: "ان ذرائع سے براہِ راست رابطہ کریں",
    emailChannel: "ای میل",
    cvChannel: "پڑھیں یا پی ڈی ایف ڈاؤن لوڈ کریں",
    currentLocation: "موجودہ مقام",
    siteShareAlt: "{name}، {role}، {location}",
    projectsPageTitle: "میرے منصوبے",
    projectsHeading: "میرے {highlight}",
    projectsHeadingHighlight: "منصوبے",
    featuredProjects: { one: "{count} نمایاں منصوبہ", other: "{count} نمایاں منصوبے" },
    keyFeatures: "اہم خصوصیات",
    technologiesUsed: "استعمال شدہ ٹیکنالوجیز",
    caseStudyTitle: "{title}: کیس اسٹڈی",
    caseStudyShareAlt: "{title}، {name} کی {category} کیس اسٹڈی، ایپ کے اسکرین شاٹ کے ساتھ",
    role: "کردار",
    timeline: "دورانیہ",
    client: "کلائنٹ",
    challengeEyebrow: "چیلنج",
    challengeTitle: "کس مسئلے کا حل درکار تھا",
    approachEyebrow: "طریقۂ کار",
    approachTitle: "اہم فیصلے",
    outcomeEyebrow: "نتیجہ",
    outcomeTitle: "کیا بدلا",
    galleryEyebrow: "گیلری",
    galleryTitle: "قریب سے ایک نظر",
    testimonialEyebrow: "تاثرات",
    testimonialTitle: "کلائنٹ کی زبانی",
    quote: "”{quote}“",
    quoteBy: "{author}، {role}",
    builtWithEyebrow: "یہ کیا کرتا ہے",
    builtWithTitle: "خصوصیات اور ٹیکنالوجیز",
    moreProjects: "مزید منصوبے",
    previousProject: "پچھلا منصوبہ",
    nextProject: "اگلا منصوبہ",
    allProjects: "تمام منصوبے",
    cv: "سی وی",
    curriculumVitae: "سوانحی خاکہ",
    cvDescription:
      "{name}، {role} کی سی وی: تجربہ، مہارتیں، منصوبے، تعلیم اور زبانیں، ایک صفحے، پی ڈی ایف اور JSON Resume کی صورت میں۔",
    cvOf: "{name}، {role} کی سی وی",
    cvTitle: "{name}: سی وی",
    pdfTitle: "{name}، {role}: سی وی",
    contact: "رابطہ",
    pdfA4: "پی ڈی ایف، A4",
    pdfLetter: "پی ڈی ایف، US Letter",
    jsonResume: "JSON Resume",
    experience: "تجربہ",
    skills: "مہارتیں",
    projects: "منصوبے",
    education: "تعلیم",
    certificates: "اسناد",
    languages: "زبانیں",
    period: "{start} – {end}",
    present: "تاحال",
    jobTitle: "{position}، {company}",
    study: "{studyType}، {area}، {institution}",
    builtWith: "ان سے بنایا گیا: {list}",
    pdfCaseStudy: "کیس اسٹڈی",
    pdfCaseStudyOf: "{name} کی کیس اسٹڈی",
    pdfEmail: "ای میل: {email}",
    pdfWebsite: "ویب سائٹ: {host}",
    pdfProfile: "{network} پروفائل: {username}",
    caseStudyKind: "کیس اسٹڈی",
    portfolio: "پورٹ فولیو",
    notFoundPageTitle: "صفحہ نہیں ملا",
    notFoundTitle: "یہ صفحہ موجود نہیں",
    notFoundDescription: "یہ صفحہ موجود نہیں۔",
    notFoundText: "ہو سکتا ہے لنک پرانا ہو یا غلط لکھا گیا ہو۔ البتہ میرا کام یہیں موجود ہے۔",
    backHome: "مرکزی صفحے پر واپس",
    seeAllProjects: "تمام منصوبے دیکھیں",
  },
  texts: {
    // site.json
    "Full-Stack Developer": "فل اسٹیک ڈویلپر",
    "Hi, I’m Hamza, a developer based in Pakistan with a passion for code.":
      "السلام علیکم، میں حمزہ ہوں، پاکستان میں مقیم ایک ڈویلپر جسے کوڈ سے لگاؤ ہے۔",
    "A closer look at the products I have designed, built and shipped end to end, from the first sketch to the live link.":
      "ان مصنوعات پر ایک قریبی نظر جنہیں میں نے پہلے خاکے سے لائیو لنک تک، شروع سے آخر تک ڈیزائن کیا، بنایا اور جاری کیا۔",
    "Hamza Qureshi is a freelance full-stack developer in Islamabad, Pakistan, building fast, accessible web apps with React, Next.js, Python and Node.js.":
      "حمزہ قریشی اسلام آباد، پاکستان میں فری لانس فل اسٹیک ڈویلپر ہیں جو React، Next.js، Python اور Node.js سے تیز اور قابلِ رسائی ویب ایپس بناتے ہیں۔",
    "Islamabad, Pakistan": "اسلام آباد، پاکستان",
    "Screen recording: a code editor typing out a React component":
      "اسکرین ریکارڈنگ: ایک کوڈ ایڈیٹر میں React کا ایک کمپوننٹ لکھا جا رہا ہے",
    // stats.json
    "Years of Experience": "سال کا تجربہ",
    "Satisfied Clients": "مطمئن کلائنٹس",
    "Completed Projects": "مکمل شدہ منصوبے",
    "Client Retention Rate": "دوبارہ آنے والے کلائنٹس",
    // hero-words.json
    Ideas: "خیالات",
    Concepts: "تصورات",
    Designs: "ڈیزائنز",
    Code: "کوڈ",
    // nav-items.json
    Work: "کام",
    Projects: "منصوبے",
    Skills: "مہارتیں",
    CV: "سی وی",
    // value-cards.json
    "Quality Focus": "معیار پر توجہ",
    "Clean, tested code and interfaces polished down to the last pixel, so what ships is something you are proud of.":
      "صاف، جانچا ہوا کوڈ اور آخری پکسل تک نکھرے ہوئے انٹرفیس، تاکہ جو کچھ جاری ہو اس پر آپ فخر کر سکیں۔",
    "Reliable Communication": "قابلِ اعتماد رابطہ",
    "Clear updates at every step, honest estimates and quick replies, so you always know where your project stands.":
      "ہر قدم پر واضح اطلاع، دیانت دار تخمینے اور فوری جواب، تاکہ آپ ہمیشہ جانیں کہ آپ کا منصوبہ کہاں کھڑا ہے۔",
    "On-Time Delivery": "بروقت فراہمی",
    "Realistic milestones and steady progress, so your launch lands on the date we agreed.":
      "حقیقت پسندانہ سنگِ میل اور مسلسل پیش رفت، تاکہ آپ کا اجرا طے شدہ تاریخ پر ہو۔",
    // feature-cards.json
    "Clean, Scalable Code": "صاف، قابلِ توسیع کوڈ",
    "Typed, modular code with tests, easy for your team to read and extend long after handover.":
      "ٹیسٹس کے ساتھ ٹائپ شدہ، ماڈیولر کوڈ، جسے آپ کی ٹیم حوالگی کے بہت بعد بھی آسانی سے پڑھ اور بڑھا سکے۔",
    "Responsive by Default": "ہر اسکرین کے لیے موزوں",
    "Layouts that feel native on every screen, from a 360 px phone to a wide desktop monitor.":
      "ایسے لے آؤٹ جو 360 پکسل کے فون سے لے کر چوڑے ڈیسک ٹاپ مانیٹر تک ہر اسکرین پر فطری لگیں۔",
    "Performance First": "کارکردگی اوّلین",
    "Fast first loads and smooth interactions, measured with Lighthouse rather than guessed.":
      "تیز ابتدائی لوڈ اور ہموار تعامل، جنہیں اندازے کے بجائے Lighthouse سے ناپا جاتا ہے۔",
    "Accessible to Everyone": "سب کے لیے قابلِ رسائی",
    "Keyboard and screen-reader friendly interfaces that follow WCAG 2.2 AA.":
      "کی بورڈ اور اسکرین ریڈر کے لیے موزوں انٹرفیس جو WCAG 2.2 AA کی پیروی کرتے ہیں۔",
    // roles.json
    "React Developer": "React ڈویلپر",
    "Python Developer": "Python ڈویلپر",
    "Backend Developer": "بیک اینڈ ڈویلپر",
    "Next.js Developer": "Next.js ڈویلپر",
    "Project Manager": "پروجیکٹ مینیجر",
    // skills.json
    "Frontend Development": "فرنٹ اینڈ ڈویلپمنٹ",
    "Backend & APIs": "بیک اینڈ اور APIs",
    "Full-Stack Web Apps": "فل اسٹیک ویب ایپس",
    "UI/UX Design": "UI/UX ڈیزائن",
    "Database Design": "ڈیٹا بیس ڈیزائن",
    "Cloud & DevOps": "کلاؤڈ اور DevOps",
    "AI Integration": "مصنوعی ذہانت کا انضمام",
    "Project Management": "پروجیکٹ مینجمنٹ",
    // projects.json: AI Resume Analyzer
    "AI Resume Analyzer": "مصنوعی ذہانت سے سی وی کا تجزیہ",
    "Upload a résumé, paste a job post and get an ATS-style match score in seconds, with line-by-line rewrite suggestions from an AI model.":
      "سی وی اپ لوڈ کریں، ملازمت کا اشتہار چسپاں کریں اور چند سیکنڈ میں ATS طرز کا مطابقت اسکور پائیں، ساتھ ہی مصنوعی ذہانت کے ماڈل سے سطر بہ سطر بہتری کی تجاویز۔",
    "Match score against any job description": "کسی بھی ملازمت کی تفصیل سے مطابقت کا اسکور",
    "Rewrite suggestions for weak bullet points": "کمزور نکات کو بہتر بنانے کی تجاویز",
    "Keyword gap report recruiters actually read": "کلیدی الفاظ کی کمی کی رپورٹ جو بھرتی کرنے والے واقعی پڑھتے ہیں",
    "Secure sign-in and résumé history with Firebase": "Firebase کے ساتھ محفوظ سائن اِن اور سی وی کی تاریخ",
    "AI Model": "مصنوعی ذہانت کا ماڈل",
    "Full Stack": "فل اسٹیک",
    "Solo full-stack developer: product design, the React front end, Firebase and the AI prompt pipeline":
      "اکیلا فل اسٹیک ڈویلپر: پروڈکٹ ڈیزائن، React فرنٹ اینڈ، Firebase اور مصنوعی ذہانت کی پرامپٹ پائپ لائن",
    "10 weeks, 2024": "10 ہفتے، 2024",
    "CareerStep, a career-coaching studio": "CareerStep، کیریئر کوچنگ اسٹوڈیو",
    "CareerStep's coaches spent most of every session reading résumés line by line against job posts, work a tool could do first. Clients waited days for feedback, and each coach could see only a handful of them a week. The studio wanted a self-serve analyzer clients could use before a session, with feedback specific enough to act on and no risk of a résumé leaking.":
      "CareerStep کے کوچ ہر نشست کا بیشتر وقت سی وی کو سطر بہ سطر ملازمت کے اشتہارات سے ملانے میں صرف کرتے تھے، حالانکہ یہ کام پہلے کوئی ٹول کر سکتا تھا۔ کلائنٹس کئی دن رائے کا انتظار کرتے، اور ہر کوچ ہفتے میں صرف چند کلائنٹس سے مل پاتا۔ اسٹوڈیو ایک خود کار تجزیہ کار چاہتا تھا جسے کلائنٹس نشست سے پہلے استعمال کر سکیں، ایسی رائے کے ساتھ جس پر عمل کیا جا سکے، اور سی وی کے افشا ہونے کا کوئی خطرہ نہ ہو۔",
    "Score first, explain second": "پہلے اسکور، پھر وضاحت",
    "The match score comes from parsed sections and keywords, so the same résumé always gets the same score; the AI model only writes the explanations and rewrites.":
      "مطابقت کا اسکور سی وی کے حصوں اور کلیدی الفاظ سے نکلتا ہے، اس لیے ایک ہی سی وی کو ہمیشہ ایک ہی اسکور ملتا ہے؛ مصنوعی ذہانت کا ماڈل صرف وضاحتیں اور بہتریاں لکھتا ہے۔",
    "Rewrites line by line": "سطر بہ سطر بہتری",
    "Each weak bullet point gets its own suggestion beside it, so a client accepts or ignores them one at a time instead of pasting in a whole new résumé.":
      "ہر کمزور نکتے کے ساتھ اس کی اپنی تجویز ہوتی ہے، تاکہ کلائنٹ پوری نئی سی وی چسپاں کرنے کے بجائے انہیں ایک ایک کر کے قبول یا نظر انداز کرے۔",
    "Private by default": "بنیادی طور پر نجی",
    "Résumés live under each user's Firebase account, behind security rules that let only the owner read them, and are deleted with the account.":
      "سی وی ہر صارف کے Firebase اکاؤنٹ میں ایسے حفاظتی اصولوں کے پیچھے رہتی ہیں جو صرف مالک کو انہیں پڑھنے دیتے ہیں، اور اکاؤنٹ کے ساتھ حذف ہو جاتی ہیں۔",
    "Clients now arrive at a session with a scored, annotated résumé, and coaches spend the hour on strategy instead of proofreading.":
      "کلائنٹس اب اسکور اور تبصروں والی سی وی کے ساتھ نشست میں آتے ہیں، اور کوچ یہ گھنٹہ پروف ریڈنگ کے بجائے حکمتِ عملی پر لگاتے ہیں۔",
    "more clients per coach each week": "فی کوچ ہر ہفتے زیادہ کلائنٹس",
    "from upload to match score": "اپ لوڈ سے مطابقت اسکور تک",
    "+18 pts": "+18 پوائنٹس",
    "average score gain after one round of rewrites": "بہتری کے ایک دور کے بعد اسکور میں اوسط اضافہ",
    "The keyword gap report: keywords from the job post the résumé already has, in green, and the ones it is missing, in red, each with how often the post mentions it.":
      "کلیدی الفاظ کی کمی کی رپورٹ: اشتہار کے وہ کلیدی الفاظ جو سی وی میں پہلے سے ہیں سبز رنگ میں، اور جو غائب ہیں سرخ رنگ میں، ہر ایک کے ساتھ یہ کہ اشتہار میں وہ کتنی بار آیا۔",
    "The keyword gap report, in the order a recruiter scans for them.":
      "کلیدی الفاظ کی کمی کی رپورٹ، اسی ترتیب میں جس میں بھرتی کرنے والا انہیں دیکھتا ہے۔",
    "Rewrite suggestions: each weak bullet point of the résumé beside a stronger version, with Accept and Dismiss buttons.":
      "بہتری کی تجاویز: سی وی کا ہر کمزور نکتہ ایک بہتر صورت کے ساتھ، قبول اور مسترد کے بٹنوں سمیت۔",
    "Rewrites are suggested one bullet point at a time, and accepted one at a time.":
      "بہتری ایک ایک نکتہ کر کے تجویز ہوتی ہے، اور ایک ایک کر کے قبول کی جاتی ہے۔",
    "Hamza understood what our coaches actually do all day and built the tool around it. Our clients now show up with better résumés than we used to send them away with.":
      "حمزہ نے سمجھا کہ ہمارے کوچ سارا دن دراصل کیا کرتے ہیں اور ٹول اسی کے گرد بنایا۔ ہمارے کلائنٹس اب اس سے بہتر سی وی لے کر آتے ہیں جتنی بہتر سی وی کے ساتھ ہم پہلے انہیں رخصت کیا کرتے تھے۔",
    "Sana Mirza": "ثنا مرزا",
    "Founder, CareerStep": "بانی، CareerStep",
    // projects.json: marketplace
    "Multi-Vendor E-Commerce Marketplace": "کئی فروخت کنندگان کی ای کامرس مارکیٹ",
    "An enterprise marketplace where hundreds of vendors run their own storefronts, with one checkout, split payouts and a live order dashboard.":
      "ایک بڑی آن لائن مارکیٹ جہاں سیکڑوں فروخت کنندگان اپنی دکانیں چلاتے ہیں، ایک ہی چیک آؤٹ، تقسیم شدہ ادائیگیوں اور آرڈرز کے لائیو ڈیش بورڈ کے ساتھ۔",
    "Vendor storefronts with their own catalogue and stock": "فروخت کنندگان کی دکانیں، اپنے کیٹلاگ اور اسٹاک کے ساتھ",
    "One cart and checkout across vendors, with split payouts":
      "تمام فروخت کنندگان کے لیے ایک کارٹ اور ایک چیک آؤٹ، تقسیم شدہ ادائیگیوں کے ساتھ",
    "Real-time order and revenue dashboard": "آرڈرز اور آمدنی کا براہِ راست ڈیش بورڈ",
    "Search with filters, facets and saved lists": "فلٹرز، زمروں اور محفوظ فہرستوں کے ساتھ تلاش",
    "Payments API": "ادائیگیوں کی API",
    "Lead developer in a team of three: the architecture, checkout and payouts, and the vendor dashboard":
      "تین رکنی ٹیم کا لیڈ ڈویلپر: آرکیٹیکچر، چیک آؤٹ اور ادائیگیاں، اور فروخت کنندگان کا ڈیش بورڈ",
    "16 weeks, 2023": "16 ہفتے، 2023",
    "BazaarHub, a retail group in Lahore": "BazaarHub، لاہور کا ایک ریٹیل گروپ",
    "BazaarHub ran a dozen separate vendor shops, each with its own cart and payment account. Shoppers who bought from two vendors paid twice, and the finance team reconciled payouts in spreadsheets at the end of every month. The group wanted one marketplace for hundreds of vendors, without taking on their stock or their accounting.":
      "BazaarHub درجن بھر الگ الگ دکانیں چلاتا تھا، ہر ایک کی اپنی کارٹ اور ادائیگی کا اکاؤنٹ۔ دو فروخت کنندگان سے خریدنے والے گاہک دو بار ادائیگی کرتے، اور مالیات کی ٹیم ہر مہینے کے آخر میں اسپریڈشیٹس میں ادائیگیوں کا حساب ملاتی۔ گروپ سیکڑوں فروخت کنندگان کے لیے ایک مارکیٹ چاہتا تھا، ان کا اسٹاک یا حسابات اپنے ذمے لیے بغیر۔",
    "One cart, split at payment": "ایک کارٹ، ادائیگی پر تقسیم",
    "An order becomes one sub-order per vendor the moment it is paid, so a shopper checks out once and each vendor sees only their own items.":
      "ادائیگی ہوتے ہی آرڈر ہر فروخت کنندہ کے لیے الگ ذیلی آرڈر بن جاتا ہے، تاکہ گاہک ایک بار ادائیگی کرے اور ہر فروخت کنندہ صرف اپنی اشیا دیکھے۔",
    "Payouts from a ledger": "کھاتے سے ادائیگیاں",
    "Every payment, refund and fee is an entry in a PostgreSQL ledger and payouts are computed from it, so finance reconciles from one report.":
      "ہر ادائیگی، واپسی اور فیس PostgreSQL کے ایک کھاتے میں درج ہوتی ہے اور ادائیگیاں اسی سے شمار ہوتی ہیں، اس لیے مالیات کی ٹیم ایک ہی رپورٹ سے حساب ملاتی ہے۔",
    "A live dashboard without polling": "بار بار پوچھے بغیر لائیو ڈیش بورڈ",
    "Vendors' dashboards update over server-sent events when an order changes, instead of asking the server every few seconds.":
      "آرڈر بدلتے ہی فروخت کنندگان کے ڈیش بورڈ سرور کی بھیجی گئی اطلاعات سے تازہ ہو جاتے ہیں، بجائے اس کے کہ ہر چند سیکنڈ بعد سرور سے پوچھا جائے۔",
    "BazaarHub launched with 140 vendors and passed 300 within six months. Shoppers pay once for a mixed basket, and month-end reconciliation went from two days to an afternoon.":
      "BazaarHub کا آغاز 140 فروخت کنندگان سے ہوا اور چھ ماہ میں یہ تعداد 300 سے بڑھ گئی۔ گاہک ملی جلی ٹوکری کے لیے ایک بار ادائیگی کرتے ہیں، اور مہینے کے آخر کا حساب دو دن کے بجائے ایک سہ پہر میں ہو جاتا ہے۔",
    "vendors within six months": "چھ ماہ میں فروخت کنندگان",
    "abandoned carts": "ادھوری چھوڑی گئی کارٹس",
    "2 days → 3 h": "2 دن ← 3 گھنٹے",
    "month-end reconciliation": "مہینے کے آخر کا حساب",
    "We had tried to build this twice. Hamza shipped it in four months, explained every trade-off in plain words, and our finance team finally trusts the payout numbers.":
      "ہم دو بار یہ بنانے کی کوشش کر چکے تھے۔ حمزہ نے اسے چار ماہ میں مکمل کیا، ہر سمجھوتے کو سادہ الفاظ میں سمجھایا، اور آخرکار ہماری مالیات کی ٹیم ادائیگیوں کے اعداد پر بھروسا کرتی ہے۔",
    "Omar Farooq": "عمر فاروق",
    "Head of E-Commerce, BazaarHub": "سربراہ ای کامرس، BazaarHub",
    // projects.json: LaunchBase
    "LaunchBase Startup Directory": "LaunchBase اسٹارٹ اپ ڈائریکٹری",
    "A showcase app where founders pitch their startups and visitors browse, search and upvote them, with pages that load instantly.":
      "ایک نمائشی ایپ جہاں بانی اپنے اسٹارٹ اپس پیش کرتے ہیں اور آنے والے انہیں دیکھتے، تلاش کرتے اور ووٹ دیتے ہیں، ایسے صفحات کے ساتھ جو فوراً کھلتے ہیں۔",
    "Founder profiles and pitch pages": "بانیوں کے پروفائل اور پیشکش کے صفحات",
    "Instant search and category filters": "فوری تلاش اور زمرہ فلٹرز",
    "Upvotes and trending lists, updated live": "ووٹ اور مقبول فہرستیں، لائیو تازہ",
    "Markdown pitches with image uploads": "تصاویر اپ لوڈ کے ساتھ Markdown میں پیشکشیں",
    "Solo developer: design, the Next.js front end, the MongoDB data model and search":
      "اکیلا ڈویلپر: ڈیزائن، Next.js فرنٹ اینڈ، MongoDB ڈیٹا ماڈل اور تلاش",
    "6 weeks, 2024": "6 ہفتے، 2024",
    "Founders in early-stage communities shared their pitches in chat groups, where they scrolled out of sight within hours, and there was no place to browse what others were building. LaunchBase had to make a pitch easy to publish, easy to find and quick to open on a phone over a slow connection.":
      "ابتدائی مرحلے کی برادریوں کے بانی اپنی پیشکشیں چیٹ گروپس میں بانٹتے تھے، جہاں وہ چند گھنٹوں میں نظروں سے اوجھل ہو جاتیں، اور دوسروں کا کام دیکھنے کی کوئی جگہ نہ تھی۔ LaunchBase کو پیشکش شائع کرنا آسان، ڈھونڈنا آسان اور سست کنکشن پر بھی فون پر جلد کھولنا ممکن بنانا تھا۔",
    "Static pages, live votes": "جامد صفحات، لائیو ووٹ",
    "Pitch pages are generated ahead of time and regenerated when they change, so they open instantly; only the vote counts update live.":
      "پیشکش کے صفحات پہلے سے تیار ہوتے ہیں اور بدلنے پر دوبارہ بنتے ہیں، اس لیے فوراً کھلتے ہیں؛ صرف ووٹوں کی گنتی لائیو تازہ ہوتی ہے۔",
    "Search as you type": "لکھتے لکھتے تلاش",
    "A MongoDB Atlas Search index with category facets answers every keystroke in well under a tenth of a second.":
      "زمروں والا MongoDB Atlas Search انڈیکس ہر کی اسٹروک کا جواب ایک سیکنڈ کے دسویں حصے سے بھی کم میں دیتا ہے۔",
    "Pitches in Markdown": "Markdown میں پیشکشیں",
    "Founders write in Markdown with image uploads, cleaned on the server, so a pitch looks right without a page builder.":
      "بانی تصاویر کے ساتھ Markdown میں لکھتے ہیں، جو سرور پر صاف کی جاتی ہیں، تاکہ پیشکش کسی پیج بلڈر کے بغیر درست دکھائی دے۔",
    "The directory listed more than 250 startups in its first two months. Pitch pages open in under a second on a mid-range phone, and founders now share a link instead of pasting their pitch into every group.":
      "پہلے دو مہینوں میں ڈائریکٹری میں 250 سے زیادہ اسٹارٹ اپس درج ہوئے۔ پیشکش کے صفحات درمیانے درجے کے فون پر ایک سیکنڈ سے کم میں کھلتے ہیں، اور بانی اب ہر گروپ میں پیشکش چسپاں کرنے کے بجائے ایک لنک بانٹتے ہیں۔",
    "startups listed in two months": "دو ماہ میں درج اسٹارٹ اپس",
    "0.8 s": "0.8 سیکنڈ",
    "to the largest paint on 4G": "4G پر سب سے بڑے حصے کے ظاہر ہونے تک",
    "upvotes cast": "ڈالے گئے ووٹ",
    // projects.json: FIFA Duel
    "FIFA Duel": "FIFA Duel",
    "< 10 s": "10 سیکنڈ سے کم",
    "12k": "12 ہزار",
    "5k+": "5 ہزار+",
    "A football match simulator: pick two squads, set tactics and watch the match play out minute by minute on a live 2D pitch.":
      "فٹ بال میچ سمیولیٹر: دو ٹیمیں چنیں، حکمتِ عملی طے کریں اور لائیو 2D میدان پر میچ کو منٹ بہ منٹ ہوتا دیکھیں۔",
    "Match engine driven by player ratings and tactics": "کھلاڑیوں کی ریٹنگ اور حکمتِ عملی پر چلنے والا میچ انجن",
    "Live 2D pitch with commentary feed": "کمنٹری کے ساتھ لائیو 2D میدان",
    "Head-to-head duels between two players online": "دو کھلاڑیوں کے درمیان آن لائن مقابلے",
    "Season table and player statistics": "سیزن کا جدول اور کھلاڑیوں کے اعداد و شمار",
    "Solo developer: the match engine, the Canvas renderer and the real-time server":
      "اکیلا ڈویلپر: میچ انجن، Canvas رینڈرر اور ریئل ٹائم سرور",
    "8 weeks, 2023": "8 ہفتے، 2023",
    "Football management games either settle a match in a second or take an hour to play it. FIFA Duel set out to show a whole match in a few minutes, decided by ratings and tactics, and to let two friends play it against each other in real time on any device.":
      "فٹ بال مینجمنٹ گیمز یا تو میچ کا فیصلہ ایک سیکنڈ میں کر دیتے ہیں یا اسے کھیلنے میں ایک گھنٹہ لگتا ہے۔ FIFA Duel کا مقصد پورا میچ چند منٹ میں دکھانا تھا، جس کا فیصلہ ریٹنگ اور حکمتِ عملی کریں، اور دو دوستوں کو کسی بھی آلے پر ریئل ٹائم میں ایک دوسرے کے خلاف کھیلنے دینا تھا۔",
    "A deterministic match engine": "ایک متعین میچ انجن",
    "Every match runs from a seed, so both players see the same events without streaming every frame, and any match can be replayed.":
      "ہر میچ ایک بیج سے چلتا ہے، اس لیے ہر فریم بھیجے بغیر دونوں کھلاڑی ایک جیسے واقعات دیکھتے ہیں، اور کوئی بھی میچ دوبارہ چلایا جا سکتا ہے۔",
    "Canvas, not the DOM": "DOM نہیں، Canvas",
    "The pitch is drawn on a single canvas at 60 frames a second, which keeps 22 moving players smooth on mid-range phones.":
      "میدان ایک ہی کینوس پر 60 فریم فی سیکنڈ سے بنتا ہے، جس سے درمیانے درجے کے فونز پر 22 دوڑتے کھلاڑی ہموار رہتے ہیں۔",
    "The server decides, the browsers draw": "فیصلہ سرور کرتا ہے، براؤزر صرف دکھاتے ہیں",
    "A small Node.js WebSocket server owns the match state and relays tactics changes to both players, so nobody can edit the result in the browser.":
      "Node.js کا ایک چھوٹا WebSocket سرور میچ کی حالت سنبھالتا ہے اور حکمتِ عملی کی تبدیلیاں دونوں کھلاڑیوں تک پہنچاتا ہے، اس لیے کوئی براؤزر میں نتیجہ نہیں بدل سکتا۔",
    "A full match plays out in four minutes, and friends have played thousands of duels without a single result that differed between their screens.":
      "پورا میچ چار منٹ میں مکمل ہوتا ہے، اور دوست ہزاروں مقابلے کھیل چکے ہیں بغیر اس کے کہ ان کی اسکرینوں پر ایک بھی نتیجہ مختلف ہو۔",
    "4 min": "4 منٹ",
    "for a full 90-minute match": "پورے 90 منٹ کے میچ کے لیے",
    "60 fps": "60 فریم فی سیکنڈ",
    "on mid-range phones": "درمیانے درجے کے فونز پر",
    "duels played": "کھیلے گئے مقابلے",
    // resume.json
    Freelance: "فری لانس",
    "Islamabad, Pakistan (remote)": "اسلام آباد، پاکستان (ریموٹ)",
    "Design, build and ship web apps end to end for startups, agencies and retail groups in Pakistan, the Gulf and Europe.":
      "پاکستان، خلیجی ممالک اور یورپ کے اسٹارٹ اپس، ایجنسیوں اور ریٹیل گروپس کے لیے ویب ایپس شروع سے آخر تک ڈیزائن کرنا، بنانا اور جاری کرنا۔",
    "Delivered 30+ projects for 20+ clients, 90% of whom came back for more work":
      "20 سے زیادہ کلائنٹس کے لیے 30 سے زیادہ منصوبے مکمل کیے، جن میں سے 90٪ مزید کام کے لیے واپس آئے",
    "Led a team of three on a multi-vendor marketplace that grew to 300+ vendors in six months":
      "کئی فروخت کنندگان کی ایک مارکیٹ پر تین رکنی ٹیم کی قیادت کی، جو چھ ماہ میں 300 سے زیادہ فروخت کنندگان تک پہنچ گئی",
    "Built an AI résumé analyzer that lets each coach of a career studio see three times as many clients":
      "مصنوعی ذہانت سے سی وی کا تجزیہ کرنے والا ٹول بنایا جس سے کیریئر اسٹوڈیو کا ہر کوچ تین گنا زیادہ کلائنٹس سے مل سکتا ہے",
    "Ship every project with automated tests, accessibility checks and a performance budget":
      "ہر منصوبہ خودکار ٹیسٹس، رسائی کی جانچ اور کارکردگی کے بجٹ کے ساتھ جاری کرتا ہوں",
    "Software Engineer": "سافٹ ویئر انجینئر",
    "Built web apps and APIs for the agency's e-commerce and logistics clients, in React, Node.js and Python.":
      "ایجنسی کے ای کامرس اور لاجسٹکس کلائنٹس کے لیے React، Node.js اور Python میں ویب ایپس اور APIs بنائیں۔",
    "Moved a logistics client's dispatch board from polling to WebSockets, cutting server load by 60%":
      "ایک لاجسٹکس کلائنٹ کا ڈسپیچ بورڈ پولنگ سے WebSockets پر منتقل کیا، جس سے سرور کا بوجھ 60٪ کم ہوا",
    "Wrote the agency's React component library, used by six client projects":
      "ایجنسی کی React کمپوننٹ لائبریری لکھی، جو چھ کلائنٹ منصوبوں میں استعمال ہوتی ہے",
    "Set up CI with GitHub Actions and Docker, taking releases from a day to an hour":
      "GitHub Actions اور Docker کے ساتھ CI قائم کیا، جس سے ریلیز ایک دن کے بجائے ایک گھنٹے میں ہونے لگی",
    "Junior Web Developer": "جونیئر ویب ڈویلپر",
    "Rawalpindi, Pakistan": "راولپنڈی، پاکستان",
    "Built responsive marketing sites and WordPress themes for local businesses.":
      "مقامی کاروباروں کے لیے ریسپانسیو مارکیٹنگ سائٹس اور WordPress تھیمز بنائیں۔",
    "Built 12 responsive client sites from the studio's designs":
      "اسٹوڈیو کے ڈیزائنز سے کلائنٹس کی 12 ریسپانسیو سائٹس بنائیں",
    "Cut the studio's average page weight by half with image compression and lazy loading":
      "تصاویر کی کمپریشن اور تاخیری لوڈنگ سے اسٹوڈیو کے صفحات کا اوسط وزن آدھا کیا",
    "COMSATS University Islamabad": "کامسیٹس یونیورسٹی اسلام آباد",
    "Bachelor of Science": "بیچلر آف سائنس",
    "Computer Science": "کمپیوٹر سائنس",
    "CGPA 3.6 / 4.0": "سی جی پی اے 3.6 / 4.0",
    "AWS Certified Cloud Practitioner": "AWS Certified Cloud Practitioner",
    "Meta, on Coursera": "Meta، Coursera پر",
    Expert: "ماہر",
    Advanced: "اعلیٰ",
    Intermediate: "درمیانہ",
    "Prompt design": "پرامپٹ ڈیزائن",
    "Retrieval-augmented generation": "بازیافت سے معاون تخلیق (RAG)",
    "Accessibility (WCAG 2.2)": "رسائی (WCAG 2.2)",
    "Responsive design": "ریسپانسیو ڈیزائن",
    "Design systems": "ڈیزائن سسٹمز",
    Estimation: "تخمینہ کاری",
    "Client communication": "کلائنٹس سے رابطہ",
    English: "انگریزی",
    Urdu: "اردو",
    Punjabi: "پنجابی",
    "Full professional proficiency": "مکمل پیشہ ورانہ مہارت",
    "Native speaker": "مادری زبان",
  },
};
