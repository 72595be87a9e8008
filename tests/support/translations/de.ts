import type { Translation } from "../translated-content";

/** The launch content in German. */
export const GERMAN: Translation = {
  language: "de",
  otherLanguages: [{ language: "en", phrases: ["FIFA Duel", "LaunchBase"] }],
  labels: {
    chooseLanguage: "Sprache: {language}",
    cvAlsoIn: "Auch auf",
    skipLink: "Zum Inhalt springen",
    navigation: "Hauptmenü",
    contactMe: "Kontakt",
    themeSystem: "Farbschema: wie auf diesem Gerät",
    themeLight: "Farbschema: hell",
    themeDark: "Farbschema: dunkel",
    newTab: "{link} (öffnet in einem neuen Tab)",
    terms: "AGB",
    socialLinks: "Soziale Netzwerke",
    copyright: "© {year} {name}. Alle Rechte vorbehalten.",
    listMore: "{list}, {next}",
    listLast: "{list} und {next}",
    headlineStart: "Ich mache aus {words}",
    headlineMiddle: "echte Projekte,",
    headlineEnd: "die Ergebnisse liefern",
    seeMyWork: "Meine Arbeit ansehen",
    playVideo: "Video abspielen",
    pauseVideo: "Video anhalten",
    countersTitle: "Auf einen Blick",
    showcaseEyebrow: "Ausgewählte Arbeiten",
    showcaseTitle: "Projekte, die Ergebnisse liefern",
    liveLink: "Live-Version",
    githubRepo: "GitHub-Repository",
    readCaseStudy: "Fallstudie lesen",
    projectLink: "{link}: {title}",
    screenshotOf: "Bildschirmfoto von {title}",
    viewAllProjects: "Alle Projekte ansehen",
    techTitle: "Technologien, mit denen ich arbeite",
    techList: "Technologien",
    pauseTechStrip: "Technologieleiste anhalten",
    playTechStrip: "Technologieleiste abspielen",
    clientsTitle: "Teams, die mir vertrauen",
    clientsList: "Kunden",
    pauseClientsStrip: "Kundenleiste anhalten",
    playClientsStrip: "Kundenleiste abspielen",
    valuesEyebrow: "Warum mit mir arbeiten",
    valuesTitle: "Worauf Sie sich verlassen können",
    featuresTitle: "Was jedes Projekt bekommt",
    rolesEyebrow: "Buchen Sie mich als",
    rolesTitle: "Meine Rollen",
    skillsTitle: "Wie ich helfen kann – meine wichtigsten Fähigkeiten",
    skillsSubtitle: "Was ich mitbringe",
    contactTitle: "Kontakt aufnehmen – lassen Sie uns sprechen",
    contactSubtitle: "Fragen oder Ideen? Sprechen wir darüber!",
    nameField: "Ihr Name",
    namePlaceholder: "Wie heißen Sie?",
    emailField: "Ihre E-Mail-Adresse",
    emailPlaceholder: "Wie lautet Ihre E-Mail-Adresse?",
    messageField: "Ihre Nachricht",
    messagePlaceholder: "Wie kann ich helfen?",
    send: "Nachricht senden",
    sending: "Wird gesendet …",
    checkUnavailable:
      "Die Spam-Prüfung, die dieses Formular schützt, konnte nicht geladen werden, daher kann es gerade nicht senden. Ihre Nachricht ist noch hier: Bitte schicken Sie sie mir per E-Mail an {email}.",
    notSent:
      "Leider wurde Ihre Nachricht nicht gesendet: Auf meiner Seite ist etwas schiefgegangen. Sie ist noch hier, Sie können es also erneut versuchen oder sie mir per E-Mail an {email} schicken (der Link öffnet Ihr E-Mail-Programm mit Ihrer Nachricht).",
    noToken: "Bitte schließen Sie die Überprüfung ab",
    wait: {
      one: "Bitte warten Sie {seconds} Sekunde, bevor Sie es erneut versuchen.",
      other: "Bitte warten Sie {seconds} Sekunden, bevor Sie es erneut versuchen.",
    },
    waitAFew: "Bitte warten Sie einige Sekunden, bevor Sie es erneut versuchen.",
    sent: "Nachricht erfolgreich gesendet!",
    mailSubject: "Nachricht von {name}",
    mailSubjectNoName: "Nachricht über Ihre Website",
    connectTitle: "Direkt in Kontakt",
    connectSubtitle: "Erreichen Sie mich direkt über diese Kanäle",
    emailChannel: "E-Mail",
    cvChannel: "Lesen oder als PDF herunterladen",
    currentLocation: "Aktueller Standort",
    siteShareAlt: "{name}, {role} in {location}",
    projectsPageTitle: "Meine Projekte",
    projectsHeading: "Meine {highlight}",
    projectsHeadingHighlight: "Projekte",
    featuredProjects: { one: "{count} ausgewähltes Projekt", other: "{count} ausgewählte Projekte" },
    keyFeatures: "Wichtigste Funktionen",
    technologiesUsed: "Eingesetzte Technologien",
    caseStudyTitle: "{title}: Fallstudie",
    caseStudyShareAlt: "{title}, eine Fallstudie ({category}) von {name}, neben einem Bildschirmfoto der App",
    role: "Rolle",
    timeline: "Zeitraum",
    client: "Kunde",
    challengeEyebrow: "Die Herausforderung",
    challengeTitle: "Was gelöst werden musste",
    approachEyebrow: "Der Ansatz",
    approachTitle: "Wichtige Entscheidungen",
    outcomeEyebrow: "Das Ergebnis",
    outcomeTitle: "Was sich verändert hat",
    galleryEyebrow: "Galerie",
    galleryTitle: "Ein genauerer Blick",
    testimonialEyebrow: "Kundenstimme",
    testimonialTitle: "In den Worten des Kunden",
    quote: "„{quote}“",
    quoteBy: "{author}, {role}",
    builtWithEyebrow: "Was es kann",
    builtWithTitle: "Funktionen und Technologien",
    moreProjects: "Weitere Projekte",
    previousProject: "Vorheriges Projekt",
    nextProject: "Nächstes Projekt",
    allProjects: "Alle Projekte",
    cv: "Lebenslauf",
    curriculumVitae: "Lebenslauf",
    cvDescription:
      "Der Lebenslauf von {name}, {role}: Berufserfahrung, Kenntnisse, Projekte, Ausbildung und Sprachen, als Seite, als PDF und als JSON Resume.",
    cvOf: "Der Lebenslauf von {name}, {role}",
    cvTitle: "{name}: Lebenslauf",
    pdfTitle: "{name}, {role}: Lebenslauf",
    contact: "Kontakt",
    pdfA4: "PDF, A4",
    pdfLetter: "PDF, US-Letter",
    jsonResume: "JSON Resume",
    experience: "Berufserfahrung",
    skills: "Kenntnisse",
    projects: "Projekte",
    education: "Ausbildung",
    certificates: "Zertifikate",
    languages: "Sprachen",
    period: "{start} – {end}",
    present: "heute",
    jobTitle: "{position}, {company}",
    study: "{studyType} {area}, {institution}",
    builtWith: "Umgesetzt mit {list}",
    pdfCaseStudy: "Fallstudie",
    pdfCaseStudyOf: "Fallstudie zu {name}",
    pdfEmail: "E-Mail: {email}",
    pdfWebsite: "Website: {host}",
    pdfProfile: "{network}-Profil: {username}",
    caseStudyKind: "Fallstudie",
    portfolio: "Portfolio",
    notFoundPageTitle: "Seite nicht gefunden",
    notFoundTitle: "Diese Seite gibt es nicht",
    notFoundDescription: "Diese Seite gibt es nicht.",
    notFoundText: "Der Link ist vielleicht veraltet oder vertippt. Meine Arbeiten sind aber noch da.",
    backHome: "Zur Startseite",
    seeAllProjects: "Alle Projekte ansehen",
  },
  texts: {
    // site.json
    "Full-Stack Developer": "Full-Stack-Entwickler",
    "Hi, I’m Hamza, a developer based in Pakistan with a passion for code.":
      "Hallo, ich bin Hamza, ein Entwickler aus Pakistan mit einer Leidenschaft für Code.",
    "A closer look at the products I have designed, built and shipped end to end, from the first sketch to the live link.":
      "Ein genauerer Blick auf die Produkte, die ich von Anfang bis Ende entworfen, gebaut und ausgeliefert habe – von der ersten Skizze bis zum Live-Link.",
    "Hamza Qureshi is a freelance full-stack developer in Islamabad, Pakistan, building fast, accessible web apps with React, Next.js, Python and Node.js.":
      "Hamza Qureshi ist freiberuflicher Full-Stack-Entwickler in Islamabad, Pakistan, und baut schnelle, barrierefreie Webanwendungen mit React, Next.js, Python und Node.js.",
    "Islamabad, Pakistan": "Islamabad, Pakistan",
    "Screen recording: a code editor typing out a React component":
      "Bildschirmaufnahme: In einem Code-Editor entsteht eine React-Komponente",
    // stats.json
    "Years of Experience": "Jahre Erfahrung",
    "Satisfied Clients": "Zufriedene Kunden",
    "Completed Projects": "Abgeschlossene Projekte",
    "Client Retention Rate": "Wiederkehrende Kunden",
    // hero-words.json
    Ideas: "Ideen",
    Concepts: "Konzepten",
    Designs: "Entwürfen",
    Code: "Code",
    // nav-items.json
    Work: "Arbeiten",
    Projects: "Projekte",
    Skills: "Kenntnisse",
    CV: "Lebenslauf",
    // value-cards.json
    "Quality Focus": "Fokus auf Qualität",
    "Clean, tested code and interfaces polished down to the last pixel, so what ships is something you are proud of.":
      "Sauberer, getesteter Code und Oberflächen, die bis aufs letzte Pixel ausgefeilt sind – damit Sie auf das Ergebnis stolz sein können.",
    "Reliable Communication": "Verlässliche Kommunikation",
    "Clear updates at every step, honest estimates and quick replies, so you always know where your project stands.":
      "Klare Updates bei jedem Schritt, ehrliche Schätzungen und schnelle Antworten, damit Sie immer wissen, wo Ihr Projekt steht.",
    "On-Time Delivery": "Termingerechte Lieferung",
    "Realistic milestones and steady progress, so your launch lands on the date we agreed.":
      "Realistische Meilensteine und stetiger Fortschritt, damit Ihr Launch am vereinbarten Termin stattfindet.",
    // feature-cards.json
    "Clean, Scalable Code": "Sauberer, skalierbarer Code",
    "Typed, modular code with tests, easy for your team to read and extend long after handover.":
      "Typisierter, modularer Code mit Tests, den Ihr Team auch lange nach der Übergabe leicht lesen und erweitern kann.",
    "Responsive by Default": "Responsiv von Anfang an",
    "Layouts that feel native on every screen, from a 360 px phone to a wide desktop monitor.":
      "Layouts, die sich auf jedem Bildschirm natürlich anfühlen, vom 360-px-Smartphone bis zum breiten Desktop-Monitor.",
    "Performance First": "Leistung zuerst",
    "Fast first loads and smooth interactions, measured with Lighthouse rather than guessed.":
      "Schnelles erstes Laden und flüssige Interaktionen – mit Lighthouse gemessen statt geschätzt.",
    "Accessible to Everyone": "Barrierefrei für alle",
    "Keyboard and screen-reader friendly interfaces that follow WCAG 2.2 AA.":
      "Oberflächen, die mit Tastatur und Screenreader funktionieren und WCAG 2.2 AA erfüllen.",
    // roles.json
    "React Developer": "React-Entwickler",
    "Python Developer": "Python-Entwickler",
    "Backend Developer": "Backend-Entwickler",
    "Next.js Developer": "Next.js-Entwickler",
    "Project Manager": "Projektmanager",
    // skills.json
    "Frontend Development": "Frontend-Entwicklung",
    "Backend & APIs": "Backend & APIs",
    "Full-Stack Web Apps": "Full-Stack-Webanwendungen",
    "UI/UX Design": "UI/UX-Design",
    "Database Design": "Datenbankdesign",
    "Cloud & DevOps": "Cloud & DevOps",
    "AI Integration": "KI-Integration",
    "Project Management": "Projektmanagement",
    // projects.json: AI Resume Analyzer
    "AI Resume Analyzer": "KI-Lebenslaufanalyse",
    "Upload a résumé, paste a job post and get an ATS-style match score in seconds, with line-by-line rewrite suggestions from an AI model.":
      "Lebenslauf hochladen, Stellenanzeige einfügen und in Sekunden eine Übereinstimmungsbewertung wie in einem Bewerbermanagementsystem erhalten, mit zeilenweisen Verbesserungsvorschlägen eines KI-Modells.",
    "Match score against any job description": "Übereinstimmungsbewertung für jede Stellenbeschreibung",
    "Rewrite suggestions for weak bullet points": "Verbesserungsvorschläge für schwache Stichpunkte",
    "Keyword gap report recruiters actually read":
      "Bericht über fehlende Schlüsselwörter, den Recruiter wirklich lesen",
    "Secure sign-in and résumé history with Firebase": "Sichere Anmeldung und Lebenslaufverlauf mit Firebase",
    "AI Model": "KI-Modell",
    "Full Stack": "Full Stack",
    "Solo full-stack developer: product design, the React front end, Firebase and the AI prompt pipeline":
      "Alleiniger Full-Stack-Entwickler: Produktdesign, das React-Frontend, Firebase und die KI-Prompt-Pipeline",
    "10 weeks, 2024": "10 Wochen, 2024",
    "CareerStep, a career-coaching studio": "CareerStep, ein Studio für Karrierecoaching",
    "CareerStep's coaches spent most of every session reading résumés line by line against job posts, work a tool could do first. Clients waited days for feedback, and each coach could see only a handful of them a week. The studio wanted a self-serve analyzer clients could use before a session, with feedback specific enough to act on and no risk of a résumé leaking.":
      "Die Coaches von CareerStep verbrachten den größten Teil jeder Sitzung damit, Lebensläufe Zeile für Zeile mit Stellenanzeigen abzugleichen – Arbeit, die ein Werkzeug vorab erledigen könnte. Kunden warteten tagelang auf Rückmeldung, und jeder Coach konnte nur eine Handvoll pro Woche betreuen. Das Studio wollte eine Analyse zum Selbstbedienen, die Kunden vor einer Sitzung nutzen, mit Rückmeldungen, die konkret genug zum Umsetzen sind, und ohne Risiko, dass ein Lebenslauf nach außen gelangt.",
    "Score first, explain second": "Erst bewerten, dann erklären",
    "The match score comes from parsed sections and keywords, so the same résumé always gets the same score; the AI model only writes the explanations and rewrites.":
      "Die Bewertung ergibt sich aus erkannten Abschnitten und Schlüsselwörtern, sodass derselbe Lebenslauf immer dieselbe Bewertung erhält; das KI-Modell schreibt nur die Erklärungen und Verbesserungen.",
    "Rewrites line by line": "Verbesserungen Zeile für Zeile",
    "Each weak bullet point gets its own suggestion beside it, so a client accepts or ignores them one at a time instead of pasting in a whole new résumé.":
      "Jeder schwache Stichpunkt bekommt seinen eigenen Vorschlag daneben, sodass Kunden sie einzeln annehmen oder ignorieren, statt einen ganz neuen Lebenslauf einzufügen.",
    "Private by default": "Privat als Standard",
    "Résumés live under each user's Firebase account, behind security rules that let only the owner read them, and are deleted with the account.":
      "Lebensläufe liegen im Firebase-Konto jedes Nutzers, hinter Sicherheitsregeln, die nur dem Eigentümer das Lesen erlauben, und werden mit dem Konto gelöscht.",
    "Clients now arrive at a session with a scored, annotated résumé, and coaches spend the hour on strategy instead of proofreading.":
      "Kunden kommen jetzt mit einem bewerteten, kommentierten Lebenslauf in die Sitzung, und die Coaches nutzen die Stunde für Strategie statt fürs Korrekturlesen.",
    "more clients per coach each week": "mehr Kunden pro Coach und Woche",
    "from upload to match score": "vom Hochladen bis zur Bewertung",
    "+18 pts": "+18 Pkt.",
    "average score gain after one round of rewrites": "durchschnittlicher Zugewinn nach einer Überarbeitungsrunde",
    "The keyword gap report: keywords from the job post the résumé already has, in green, and the ones it is missing, in red, each with how often the post mentions it.":
      "Der Bericht über fehlende Schlüsselwörter: Schlüsselwörter aus der Stellenanzeige, die der Lebenslauf schon enthält, in Grün, und die fehlenden in Rot, jeweils mit der Häufigkeit in der Anzeige.",
    "The keyword gap report, in the order a recruiter scans for them.":
      "Der Bericht über fehlende Schlüsselwörter, in der Reihenfolge, in der Recruiter danach suchen.",
    "Rewrite suggestions: each weak bullet point of the résumé beside a stronger version, with Accept and Dismiss buttons.":
      "Verbesserungsvorschläge: Jeder schwache Stichpunkt des Lebenslaufs neben einer stärkeren Fassung, mit den Schaltflächen „Übernehmen“ und „Verwerfen“.",
    "Rewrites are suggested one bullet point at a time, and accepted one at a time.":
      "Verbesserungen werden Stichpunkt für Stichpunkt vorgeschlagen und einzeln übernommen.",
    "Hamza understood what our coaches actually do all day and built the tool around it. Our clients now show up with better résumés than we used to send them away with.":
      "Hamza hat verstanden, was unsere Coaches den ganzen Tag tatsächlich tun, und das Werkzeug darum herum gebaut. Unsere Kunden kommen jetzt mit besseren Lebensläufen, als wir sie früher nach Hause geschickt haben.",
    "Founder, CareerStep": "Gründerin, CareerStep",
    // projects.json: marketplace
    "Multi-Vendor E-Commerce Marketplace": "E-Commerce-Marktplatz für viele Händler",
    "An enterprise marketplace where hundreds of vendors run their own storefronts, with one checkout, split payouts and a live order dashboard.":
      "Ein Marktplatz für Unternehmen, auf dem Hunderte Händler ihre eigenen Shops betreiben, mit einem gemeinsamen Checkout, aufgeteilten Auszahlungen und einem Live-Dashboard für Bestellungen.",
    "Vendor storefronts with their own catalogue and stock": "Händler-Shops mit eigenem Katalog und Lagerbestand",
    "One cart and checkout across vendors, with split payouts":
      "Ein Warenkorb und ein Checkout für alle Händler, mit aufgeteilten Auszahlungen",
    "Real-time order and revenue dashboard": "Dashboard für Bestellungen und Umsätze in Echtzeit",
    "Search with filters, facets and saved lists": "Suche mit Filtern, Facetten und gespeicherten Listen",
    "Payments API": "Zahlungs-API",
    "Lead developer in a team of three: the architecture, checkout and payouts, and the vendor dashboard":
      "Leitender Entwickler in einem Dreierteam: Architektur, Checkout und Auszahlungen sowie das Händler-Dashboard",
    "16 weeks, 2023": "16 Wochen, 2023",
    "BazaarHub, a retail group in Lahore": "BazaarHub, eine Handelsgruppe in Lahore",
    "BazaarHub ran a dozen separate vendor shops, each with its own cart and payment account. Shoppers who bought from two vendors paid twice, and the finance team reconciled payouts in spreadsheets at the end of every month. The group wanted one marketplace for hundreds of vendors, without taking on their stock or their accounting.":
      "BazaarHub betrieb ein Dutzend getrennter Händler-Shops, jeden mit eigenem Warenkorb und Zahlungskonto. Wer bei zwei Händlern kaufte, zahlte zweimal, und die Finanzabteilung glich die Auszahlungen am Ende jedes Monats in Tabellen ab. Die Gruppe wollte einen Marktplatz für Hunderte Händler, ohne deren Lagerbestand oder Buchhaltung zu übernehmen.",
    "One cart, split at payment": "Ein Warenkorb, aufgeteilt bei der Zahlung",
    "An order becomes one sub-order per vendor the moment it is paid, so a shopper checks out once and each vendor sees only their own items.":
      "Eine Bestellung wird im Moment der Zahlung in eine Teilbestellung pro Händler aufgeteilt, sodass Kunden nur einmal bezahlen und jeder Händler nur seine eigenen Artikel sieht.",
    "Payouts from a ledger": "Auszahlungen aus einem Hauptbuch",
    "Every payment, refund and fee is an entry in a PostgreSQL ledger and payouts are computed from it, so finance reconciles from one report.":
      "Jede Zahlung, Erstattung und Gebühr ist ein Eintrag in einem PostgreSQL-Hauptbuch, aus dem die Auszahlungen berechnet werden, sodass die Finanzabteilung mit einem einzigen Bericht abgleicht.",
    "A live dashboard without polling": "Ein Live-Dashboard ohne Polling",
    "Vendors' dashboards update over server-sent events when an order changes, instead of asking the server every few seconds.":
      "Die Dashboards der Händler aktualisieren sich über Server-Sent Events, sobald sich eine Bestellung ändert, statt den Server alle paar Sekunden abzufragen.",
    "BazaarHub launched with 140 vendors and passed 300 within six months. Shoppers pay once for a mixed basket, and month-end reconciliation went from two days to an afternoon.":
      "BazaarHub startete mit 140 Händlern und überschritt innerhalb von sechs Monaten die Marke von 300. Kunden zahlen einmal für einen gemischten Warenkorb, und der Monatsabschluss dauert statt zwei Tagen nur noch einen Nachmittag.",
    "vendors within six months": "Händler innerhalb von sechs Monaten",
    "abandoned carts": "abgebrochene Warenkörbe",
    "2 days → 3 h": "2 Tage → 3 Std.",
    "month-end reconciliation": "Monatsabschluss",
    "We had tried to build this twice. Hamza shipped it in four months, explained every trade-off in plain words, and our finance team finally trusts the payout numbers.":
      "Wir hatten zweimal versucht, das zu bauen. Hamza hat es in vier Monaten ausgeliefert, jeden Kompromiss verständlich erklärt, und unsere Finanzabteilung vertraut den Auszahlungszahlen endlich.",
    "Head of E-Commerce, BazaarHub": "Leiter E-Commerce, BazaarHub",
    // projects.json: LaunchBase
    "LaunchBase Startup Directory": "LaunchBase-Startup-Verzeichnis",
    "A showcase app where founders pitch their startups and visitors browse, search and upvote them, with pages that load instantly.":
      "Eine Schaufenster-App, in der Gründer ihre Start-ups vorstellen und Besucher sie durchstöbern, suchen und bewerten, mit Seiten, die sofort laden.",
    "Founder profiles and pitch pages": "Gründerprofile und Pitch-Seiten",
    "Instant search and category filters": "Sofortsuche und Kategoriefilter",
    "Upvotes and trending lists, updated live": "Stimmen und Trendlisten, live aktualisiert",
    "Markdown pitches with image uploads": "Pitches in Markdown mit Bild-Uploads",
    "Solo developer: design, the Next.js front end, the MongoDB data model and search":
      "Alleiniger Entwickler: Design, das Next.js-Frontend, das MongoDB-Datenmodell und die Suche",
    "6 weeks, 2024": "6 Wochen, 2024",
    "Founders in early-stage communities shared their pitches in chat groups, where they scrolled out of sight within hours, and there was no place to browse what others were building. LaunchBase had to make a pitch easy to publish, easy to find and quick to open on a phone over a slow connection.":
      "Gründer in jungen Communities teilten ihre Pitches in Chatgruppen, wo sie nach wenigen Stunden aus dem Blick scrollten, und es gab keinen Ort, um zu sehen, was andere bauten. LaunchBase musste einen Pitch leicht veröffentlichbar, leicht auffindbar und auf dem Smartphone auch bei langsamer Verbindung schnell zu öffnen machen.",
    "Static pages, live votes": "Statische Seiten, Live-Abstimmungen",
    "Pitch pages are generated ahead of time and regenerated when they change, so they open instantly; only the vote counts update live.":
      "Pitch-Seiten werden vorab erzeugt und bei Änderungen neu generiert, sodass sie sofort öffnen; nur die Stimmenzahlen aktualisieren sich live.",
    "Search as you type": "Suche beim Tippen",
    "A MongoDB Atlas Search index with category facets answers every keystroke in well under a tenth of a second.":
      "Ein MongoDB-Atlas-Search-Index mit Kategoriefacetten beantwortet jeden Tastendruck in deutlich unter einer Zehntelsekunde.",
    "Pitches in Markdown": "Pitches in Markdown",
    "Founders write in Markdown with image uploads, cleaned on the server, so a pitch looks right without a page builder.":
      "Gründer schreiben in Markdown mit Bild-Uploads, die auf dem Server bereinigt werden, sodass ein Pitch ohne Seitenbaukasten gut aussieht.",
    "The directory listed more than 250 startups in its first two months. Pitch pages open in under a second on a mid-range phone, and founders now share a link instead of pasting their pitch into every group.":
      "In den ersten zwei Monaten listete das Verzeichnis mehr als 250 Start-ups. Pitch-Seiten öffnen sich auf einem Mittelklasse-Smartphone in unter einer Sekunde, und Gründer teilen jetzt einen Link, statt ihren Pitch in jede Gruppe zu kopieren.",
    "startups listed in two months": "Start-ups in zwei Monaten gelistet",
    "0.8 s": "0,8 s",
    "to the largest paint on 4G": "bis zum größten Bildaufbau über 4G",
    "upvotes cast": "abgegebene Stimmen",
    // projects.json: FIFA Duel
    "FIFA Duel": "FIFA Duel",
    "< 10 s": "< 10 s",
    "12k": "12 Tsd.",
    "5k+": "5 Tsd.+",
    "60 fps": "60 fps",
    "A football match simulator: pick two squads, set tactics and watch the match play out minute by minute on a live 2D pitch.":
      "Ein Fußballspiel-Simulator: zwei Mannschaften wählen, Taktik festlegen und zusehen, wie das Spiel Minute für Minute auf einem Live-2D-Spielfeld abläuft.",
    "Match engine driven by player ratings and tactics": "Spiel-Engine auf Basis von Spielerwertungen und Taktik",
    "Live 2D pitch with commentary feed": "Live-2D-Spielfeld mit Kommentar",
    "Head-to-head duels between two players online": "Online-Duelle zwischen zwei Spielern",
    "Season table and player statistics": "Saisontabelle und Spielerstatistiken",
    "Solo developer: the match engine, the Canvas renderer and the real-time server":
      "Alleiniger Entwickler: die Spiel-Engine, der Canvas-Renderer und der Echtzeitserver",
    "8 weeks, 2023": "8 Wochen, 2023",
    "Football management games either settle a match in a second or take an hour to play it. FIFA Duel set out to show a whole match in a few minutes, decided by ratings and tactics, and to let two friends play it against each other in real time on any device.":
      "Fußballmanager-Spiele entscheiden ein Spiel entweder in einer Sekunde oder brauchen eine Stunde dafür. FIFA Duel sollte ein ganzes Spiel in wenigen Minuten zeigen, entschieden von Wertungen und Taktik, und zwei Freunde in Echtzeit auf jedem Gerät gegeneinander spielen lassen.",
    "A deterministic match engine": "Eine deterministische Spiel-Engine",
    "Every match runs from a seed, so both players see the same events without streaming every frame, and any match can be replayed.":
      "Jedes Spiel läuft aus einem Startwert, sodass beide Spieler dieselben Ereignisse sehen, ohne dass jedes Bild übertragen wird, und jedes Spiel lässt sich wiederholen.",
    "Canvas, not the DOM": "Canvas statt DOM",
    "The pitch is drawn on a single canvas at 60 frames a second, which keeps 22 moving players smooth on mid-range phones.":
      "Das Spielfeld wird mit 60 Bildern pro Sekunde auf ein einziges Canvas gezeichnet, was 22 laufende Spieler auf Mittelklasse-Smartphones flüssig hält.",
    "The server decides, the browsers draw": "Der Server entscheidet, die Browser zeichnen",
    "A small Node.js WebSocket server owns the match state and relays tactics changes to both players, so nobody can edit the result in the browser.":
      "Ein kleiner Node.js-WebSocket-Server hält den Spielstand und leitet Taktikänderungen an beide Spieler weiter, sodass niemand das Ergebnis im Browser verändern kann.",
    "A full match plays out in four minutes, and friends have played thousands of duels without a single result that differed between their screens.":
      "Ein ganzes Spiel dauert vier Minuten, und Freunde haben Tausende Duelle gespielt, ohne dass sich ein einziges Ergebnis auf ihren Bildschirmen unterschied.",
    "4 min": "4 Min.",
    "for a full 90-minute match": "für ein volles 90-Minuten-Spiel",
    "on mid-range phones": "auf Mittelklasse-Smartphones",
    "duels played": "gespielte Duelle",
    // resume.json
    Freelance: "Freiberuflich",
    "Islamabad, Pakistan (remote)": "Islamabad, Pakistan (remote)",
    "Design, build and ship web apps end to end for startups, agencies and retail groups in Pakistan, the Gulf and Europe.":
      "Konzeption, Entwicklung und Auslieferung von Webanwendungen aus einer Hand für Start-ups, Agenturen und Handelsgruppen in Pakistan, am Golf und in Europa.",
    "Delivered 30+ projects for 20+ clients, 90% of whom came back for more work":
      "Über 30 Projekte für über 20 Kunden geliefert, von denen 90 % mit weiteren Aufträgen wiederkamen",
    "Led a team of three on a multi-vendor marketplace that grew to 300+ vendors in six months":
      "Ein Dreierteam bei einem Marktplatz geleitet, der in sechs Monaten auf über 300 Händler wuchs",
    "Built an AI résumé analyzer that lets each coach of a career studio see three times as many clients":
      "Eine KI-Lebenslaufanalyse gebaut, mit der jeder Coach eines Karrierestudios dreimal so viele Kunden betreuen kann",
    "Ship every project with automated tests, accessibility checks and a performance budget":
      "Jedes Projekt mit automatisierten Tests, Barrierefreiheitsprüfungen und einem Performance-Budget ausgeliefert",
    "Software Engineer": "Softwareentwickler",
    "Built web apps and APIs for the agency's e-commerce and logistics clients, in React, Node.js and Python.":
      "Webanwendungen und APIs für die E-Commerce- und Logistikkunden der Agentur gebaut, mit React, Node.js und Python.",
    "Moved a logistics client's dispatch board from polling to WebSockets, cutting server load by 60%":
      "Die Disponententafel eines Logistikkunden von Polling auf WebSockets umgestellt und die Serverlast um 60 % gesenkt",
    "Wrote the agency's React component library, used by six client projects":
      "Die React-Komponentenbibliothek der Agentur geschrieben, die in sechs Kundenprojekten eingesetzt wird",
    "Set up CI with GitHub Actions and Docker, taking releases from a day to an hour":
      "CI mit GitHub Actions und Docker eingerichtet und Releases von einem Tag auf eine Stunde verkürzt",
    "Junior Web Developer": "Junior-Webentwickler",
    "Rawalpindi, Pakistan": "Rawalpindi, Pakistan",
    "Built responsive marketing sites and WordPress themes for local businesses.":
      "Responsive Marketing-Websites und WordPress-Themes für lokale Unternehmen gebaut.",
    "Built 12 responsive client sites from the studio's designs":
      "12 responsive Kunden-Websites nach den Entwürfen des Studios gebaut",
    "Cut the studio's average page weight by half with image compression and lazy loading":
      "Das durchschnittliche Seitengewicht des Studios mit Bildkomprimierung und Lazy Loading halbiert",
    "COMSATS University Islamabad": "COMSATS-Universität Islamabad",
    "Bachelor of Science": "Bachelor of Science",
    "Computer Science": "Informatik",
    "CGPA 3.6 / 4.0": "Notendurchschnitt 3,6 / 4,0 (CGPA)",
    "Meta, on Coursera": "Meta, auf Coursera",
    Expert: "Experte",
    Advanced: "Fortgeschritten",
    Intermediate: "Gute Kenntnisse",
    "Prompt design": "Prompt-Design",
    "Retrieval-augmented generation": "Retrieval-Augmented Generation",
    "Accessibility (WCAG 2.2)": "Barrierefreiheit (WCAG 2.2)",
    "Responsive design": "Responsive Design",
    "Design systems": "Designsysteme",
    Estimation: "Aufwandsschätzung",
    "Client communication": "Kundenkommunikation",
    English: "Englisch",
    Urdu: "Urdu",
    Punjabi: "Panjabi",
    "Full professional proficiency": "Verhandlungssicher",
    "Native speaker": "Muttersprache",
  },
};
