import type { Translation } from "../translated-content";

/** The launch content in Polish. */
export const POLISH: Translation = {
  language: "pl",
  otherLanguages: [{ language: "en", phrases: ["FIFA Duel", "LaunchBase"] }],
  labels: {
    chooseLanguage: "Język: {language}",
    cvAlsoIn: "Także po",
    skipLink: "Przejdź do treści",
    navigation: "Główna",
    contactMe: "Napisz do mnie",
    themeSystem: "Motyw: jak na urządzeniu",
    themeLight: "Motyw: jasny",
    themeDark: "Motyw: ciemny",
    newTab: "{link} (otwiera się w nowej karcie)",
    terms: "Regulamin",
    socialLinks: "Media społecznościowe",
    copyright: "© {year} {name}. Wszelkie prawa zastrzeżone.",
    listMore: "{list}, {next}",
    listLast: "{list} i {next}",
    headlineStart: "Zamieniam {words}",
    headlineMiddle: "w prawdziwe projekty,",
    headlineEnd: "które przynoszą wyniki",
    seeMyWork: "Zobacz moje prace",
    playVideo: "Odtwórz wideo",
    pauseVideo: "Wstrzymaj wideo",
    countersTitle: "W skrócie",
    showcaseEyebrow: "Wybrane prace",
    showcaseTitle: "Projekty, które przynoszą wyniki",
    liveLink: "Wersja online",
    githubRepo: "Repozytorium GitHub",
    readCaseStudy: "Przeczytaj studium przypadku",
    projectLink: "{link}: {title}",
    screenshotOf: "Zrzut ekranu: {title}",
    viewAllProjects: "Wszystkie projekty",
    techTitle: "Technologie, z którymi pracuję",
    techList: "Technologie",
    pauseTechStrip: "Zatrzymaj pasek technologii",
    playTechStrip: "Uruchom pasek technologii",
    clientsTitle: "Zaufali mi",
    clientsList: "Klienci",
    pauseClientsStrip: "Zatrzymaj pasek klientów",
    playClientsStrip: "Uruchom pasek klientów",
    valuesEyebrow: "Dlaczego warto ze mną pracować",
    valuesTitle: "Na co możesz liczyć",
    featuresTitle: "Co dostaje każdy projekt",
    rolesEyebrow: "Zatrudnij mnie jako",
    rolesTitle: "Role, które obejmuję",
    skillsTitle: "Jak mogę pomóc – moje kluczowe umiejętności",
    skillsSubtitle: "Co wnoszę do zespołu",
    contactTitle: "Skontaktuj się – porozmawiajmy",
    contactSubtitle: "Masz pytania lub pomysły? Porozmawiajmy!",
    nameField: "Imię i nazwisko",
    namePlaceholder: "Jak się nazywasz?",
    emailField: "Twój e-mail",
    emailPlaceholder: "Jaki jest Twój adres e-mail?",
    messageField: "Twoja wiadomość",
    messagePlaceholder: "W czym mogę pomóc?",
    send: "Wyślij wiadomość",
    sending: "Wysyłanie…",
    checkUnavailable:
      "Zabezpieczenie antyspamowe tego formularza nie wczytało się, więc nie można teraz wysłać wiadomości. Twoja wiadomość nadal tu jest: wyślij mi ją e-mailem na adres {email}.",
    notSent:
      "Przepraszam, wiadomość nie została wysłana: coś poszło nie tak po mojej stronie. Nadal tu jest, więc możesz spróbować ponownie albo wysłać mi ją e-mailem na adres {email} (link otworzy Twój program pocztowy z gotową wiadomością).",
    noToken: "Dokończ weryfikację",
    wait: {
      one: "Poczekaj {seconds} sekundę, zanim spróbujesz ponownie.",
      few: "Poczekaj {seconds} sekundy, zanim spróbujesz ponownie.",
      many: "Poczekaj {seconds} sekund, zanim spróbujesz ponownie.",
      other: "Poczekaj {seconds} sekundy, zanim spróbujesz ponownie.",
    },
    waitAFew: "Poczekaj kilka sekund, zanim spróbujesz ponownie.",
    sent: "Wiadomość wysłana!",
    mailSubject: "Wiadomość od: {name}",
    mailSubjectNoName: "Wiadomość ze strony",
    connectTitle: "Bądźmy w kontakcie",
    connectSubtitle: "Napisz do mnie bezpośrednio",
    emailChannel: "E-mail",
    cvChannel: "Przeczytaj lub pobierz PDF",
    currentLocation: "Obecna lokalizacja",
    siteShareAlt: "{name}, {role}, {location}",
    projectsPageTitle: "Moje projekty",
    projectsHeading: "Moje {highlight}",
    projectsHeadingHighlight: "projekty",
    featuredProjects: {
      one: "{count} wyróżniony projekt",
      few: "{count} wyróżnione projekty",
      many: "{count} wyróżnionych projektów",
      other: "{count} wyróżnionego projektu",
    },
    keyFeatures: "Najważniejsze funkcje",
    technologiesUsed: "Użyte technologie",
    caseStudyTitle: "{title}: studium przypadku",
    caseStudyShareAlt: "{title} – studium przypadku ({category}), {name}, obok zrzutu ekranu aplikacji",
    role: "Rola",
    timeline: "Czas trwania",
    client: "Klient",
    challengeEyebrow: "Wyzwanie",
    challengeTitle: "Co trzeba było rozwiązać",
    approachEyebrow: "Podejście",
    approachTitle: "Kluczowe decyzje",
    outcomeEyebrow: "Rezultat",
    outcomeTitle: "Co się zmieniło",
    galleryEyebrow: "Galeria",
    galleryTitle: "Z bliska",
    testimonialEyebrow: "Opinia",
    testimonialTitle: "Słowami klienta",
    quote: "„{quote}”",
    quoteBy: "{author}, {role}",
    builtWithEyebrow: "Co potrafi",
    builtWithTitle: "Funkcje i technologie",
    moreProjects: "Więcej projektów",
    previousProject: "Poprzedni projekt",
    nextProject: "Następny projekt",
    allProjects: "Wszystkie projekty",
    cv: "CV",
    curriculumVitae: "Życiorys",
    cvDescription:
      "CV: {name}, {role} – doświadczenie, umiejętności, projekty, wykształcenie i języki, jako strona, PDF i JSON Resume.",
    cvOf: "CV: {name}, {role}",
    cvTitle: "{name}: CV",
    pdfTitle: "{name}, {role}: CV",
    contact: "Kontakt",
    pdfA4: "PDF, A4",
    pdfLetter: "PDF, US Letter",
    jsonResume: "JSON Resume",
    experience: "Doświadczenie",
    skills: "Umiejętności",
    projects: "Projekty",
    education: "Wykształcenie",
    certificates: "Certyfikaty",
    languages: "Języki",
    period: "{start} – {end}",
    present: "obecnie",
    jobTitle: "{position}, {company}",
    study: "{studyType}, {area}, {institution}",
    builtWith: "Zbudowane z użyciem: {list}",
    pdfCaseStudy: "Studium przypadku",
    pdfCaseStudyOf: "Studium przypadku: {name}",
    pdfEmail: "E-mail: {email}",
    pdfWebsite: "Strona: {host}",
    pdfProfile: "Profil {network}: {username}",
    caseStudyKind: "Studium przypadku",
    portfolio: "Portfolio",
    notFoundPageTitle: "Nie znaleziono strony",
    notFoundTitle: "Ta strona nie istnieje",
    notFoundDescription: "Ta strona nie istnieje.",
    notFoundText: "Link może być nieaktualny albo zawierać literówkę. Moje prace wciąż tu są.",
    backHome: "Wróć na start",
    seeAllProjects: "Zobacz wszystkie projekty",
  },
  texts: {
    // site.json
    "Full-Stack Developer": "Programista full-stack",
    "Hi, I’m Hamza, a developer based in Pakistan with a passion for code.":
      "Cześć, jestem Hamza – programista z Pakistanu, który kocha kod.",
    "A closer look at the products I have designed, built and shipped end to end, from the first sketch to the live link.":
      "Bliższe spojrzenie na produkty, które zaprojektowałem, zbudowałem i wdrożyłem od początku do końca – od pierwszego szkicu po działający link.",
    "Hamza Qureshi is a freelance full-stack developer in Islamabad, Pakistan, building fast, accessible web apps with React, Next.js, Python and Node.js.":
      "Hamza Qureshi to niezależny programista full-stack z Islamabadu w Pakistanie, który tworzy szybkie i dostępne aplikacje internetowe w React, Next.js, Pythonie i Node.js.",
    "Islamabad, Pakistan": "Islamabad, Pakistan",
    "Screen recording: a code editor typing out a React component":
      "Nagranie ekranu: edytor kodu, w którym powstaje komponent React",
    // stats.json
    "Years of Experience": "Lat doświadczenia",
    "Satisfied Clients": "Zadowolonych klientów",
    "Completed Projects": "Ukończonych projektów",
    "Client Retention Rate": "Powracających klientów",
    // hero-words.json
    Ideas: "pomysły",
    Concepts: "koncepcje",
    Designs: "projekty",
    Code: "kod",
    // nav-items.json
    Work: "Prace",
    Projects: "Projekty",
    Skills: "Umiejętności",
    // value-cards.json
    "Quality Focus": "Jakość przede wszystkim",
    "Clean, tested code and interfaces polished down to the last pixel, so what ships is something you are proud of.":
      "Czysty, przetestowany kod i interfejsy dopracowane co do piksela – tak, by efekt był powodem do dumy.",
    "Reliable Communication": "Rzetelna komunikacja",
    "Clear updates at every step, honest estimates and quick replies, so you always know where your project stands.":
      "Jasne informacje na każdym etapie, uczciwe wyceny i szybkie odpowiedzi – zawsze wiesz, na jakim etapie jest projekt.",
    "On-Time Delivery": "Terminowość",
    "Realistic milestones and steady progress, so your launch lands on the date we agreed.":
      "Realistyczne kamienie milowe i stałe postępy, dzięki którym premiera odbywa się w umówionym terminie.",
    // feature-cards.json
    "Clean, Scalable Code": "Czysty, skalowalny kod",
    "Typed, modular code with tests, easy for your team to read and extend long after handover.":
      "Typowany, modułowy kod z testami, który Twój zespół łatwo przeczyta i rozbuduje długo po przekazaniu.",
    "Responsive by Default": "Responsywność w standardzie",
    "Layouts that feel native on every screen, from a 360 px phone to a wide desktop monitor.":
      "Układy, które wyglądają naturalnie na każdym ekranie – od telefonu o szerokości 360 px po szeroki monitor.",
    "Performance First": "Wydajność na pierwszym miejscu",
    "Fast first loads and smooth interactions, measured with Lighthouse rather than guessed.":
      "Szybkie pierwsze ładowanie i płynne interakcje – zmierzone Lighthouse'em, a nie zgadywane.",
    "Accessible to Everyone": "Dostępność dla wszystkich",
    "Keyboard and screen-reader friendly interfaces that follow WCAG 2.2 AA.":
      "Interfejsy przyjazne klawiaturze i czytnikom ekranu, zgodne z WCAG 2.2 AA.",
    // roles.json
    "React Developer": "Programista React",
    "Python Developer": "Programista Python",
    "Backend Developer": "Programista backend",
    "Next.js Developer": "Programista Next.js",
    "Project Manager": "Kierownik projektu",
    // skills.json
    "Frontend Development": "Programowanie frontendu",
    "Backend & APIs": "Backend i API",
    "Full-Stack Web Apps": "Aplikacje webowe full-stack",
    "UI/UX Design": "Projektowanie UI/UX",
    "Database Design": "Projektowanie baz danych",
    "Cloud & DevOps": "Chmura i DevOps",
    "AI Integration": "Integracja AI",
    "Project Management": "Zarządzanie projektami",
    // projects.json: AI Resume Analyzer
    "AI Resume Analyzer": "Analizator CV oparty na AI",
    "Upload a résumé, paste a job post and get an ATS-style match score in seconds, with line-by-line rewrite suggestions from an AI model.":
      "Wgraj CV, wklej ogłoszenie o pracę i w kilka sekund otrzymaj ocenę dopasowania w stylu systemów ATS oraz propozycje poprawek linijka po linijce od modelu AI.",
    "Match score against any job description": "Ocena dopasowania do dowolnego ogłoszenia",
    "Rewrite suggestions for weak bullet points": "Propozycje poprawek słabych punktów",
    "Keyword gap report recruiters actually read":
      "Raport brakujących słów kluczowych, który rekruterzy naprawdę czytają",
    "Secure sign-in and résumé history with Firebase": "Bezpieczne logowanie i historia CV dzięki Firebase",
    "AI Model": "Model AI",
    "Full Stack": "Full stack",
    "Solo full-stack developer: product design, the React front end, Firebase and the AI prompt pipeline":
      "Jedyny programista full-stack: projekt produktu, frontend w React, Firebase i potok promptów AI",
    "10 weeks, 2024": "10 tygodni, 2024",
    "CareerStep, a career-coaching studio": "CareerStep, studio coachingu kariery",
    "CareerStep's coaches spent most of every session reading résumés line by line against job posts, work a tool could do first. Clients waited days for feedback, and each coach could see only a handful of them a week. The studio wanted a self-serve analyzer clients could use before a session, with feedback specific enough to act on and no risk of a résumé leaking.":
      "Coachowie CareerStep spędzali większość każdej sesji na czytaniu CV linijka po linijce i porównywaniu ich z ogłoszeniami – pracy, którą najpierw mogłoby wykonać narzędzie. Klienci czekali na opinię całymi dniami, a każdy coach mógł przyjąć tylko kilku z nich w tygodniu. Studio chciało samoobsługowego analizatora, z którego klienci skorzystają przed sesją, z uwagami na tyle konkretnymi, by dało się je wdrożyć, i bez ryzyka wycieku CV.",
    "Score first, explain second": "Najpierw ocena, potem wyjaśnienie",
    "The match score comes from parsed sections and keywords, so the same résumé always gets the same score; the AI model only writes the explanations and rewrites.":
      "Ocena dopasowania wynika z przeanalizowanych sekcji i słów kluczowych, więc to samo CV zawsze dostaje tę samą ocenę; model AI pisze tylko wyjaśnienia i poprawki.",
    "Rewrites line by line": "Poprawki linijka po linijce",
    "Each weak bullet point gets its own suggestion beside it, so a client accepts or ignores them one at a time instead of pasting in a whole new résumé.":
      "Każdy słaby punkt dostaje własną propozycję obok, więc klient przyjmuje lub odrzuca je pojedynczo, zamiast wklejać całe nowe CV.",
    "Private by default": "Prywatność w standardzie",
    "Résumés live under each user's Firebase account, behind security rules that let only the owner read them, and are deleted with the account.":
      "CV są przechowywane na koncie Firebase każdego użytkownika, za regułami bezpieczeństwa, które pozwalają je czytać tylko właścicielowi, i są usuwane razem z kontem.",
    "Clients now arrive at a session with a scored, annotated résumé, and coaches spend the hour on strategy instead of proofreading.":
      "Klienci przychodzą teraz na sesję z ocenionym CV z komentarzami, a coachowie poświęcają godzinę na strategię zamiast na korektę.",
    "more clients per coach each week": "więcej klientów na coacha tygodniowo",
    "from upload to match score": "od wgrania do oceny dopasowania",
    "+18 pts": "+18 pkt",
    "average score gain after one round of rewrites": "średni wzrost oceny po jednej rundzie poprawek",
    "The keyword gap report: keywords from the job post the résumé already has, in green, and the ones it is missing, in red, each with how often the post mentions it.":
      "Raport brakujących słów kluczowych: słowa z ogłoszenia, które CV już zawiera, na zielono, a brakujące na czerwono, każde z liczbą wystąpień w ogłoszeniu.",
    "The keyword gap report, in the order a recruiter scans for them.":
      "Raport brakujących słów kluczowych w kolejności, w jakiej szuka ich rekruter.",
    "Rewrite suggestions: each weak bullet point of the résumé beside a stronger version, with Accept and Dismiss buttons.":
      "Propozycje poprawek: każdy słaby punkt CV obok mocniejszej wersji, z przyciskami Akceptuj i Odrzuć.",
    "Rewrites are suggested one bullet point at a time, and accepted one at a time.":
      "Poprawki są proponowane i akceptowane pojedynczo, punkt po punkcie.",
    "Hamza understood what our coaches actually do all day and built the tool around it. Our clients now show up with better résumés than we used to send them away with.":
      "Hamza zrozumiał, czym nasi coachowie naprawdę zajmują się na co dzień, i zbudował narzędzie wokół tego. Nasi klienci przychodzą teraz z lepszymi CV niż te, z którymi kiedyś od nas wychodzili.",
    "Founder, CareerStep": "Założycielka, CareerStep",
    // projects.json: marketplace
    "Multi-Vendor E-Commerce Marketplace": "Marketplace e-commerce dla wielu sprzedawców",
    "An enterprise marketplace where hundreds of vendors run their own storefronts, with one checkout, split payouts and a live order dashboard.":
      "Marketplace dla firm, w którym setki sprzedawców prowadzą własne sklepy – z jednym koszykiem, dzielonymi wypłatami i panelem zamówień na żywo.",
    "Vendor storefronts with their own catalogue and stock":
      "Sklepy sprzedawców z własnym katalogiem i stanami magazynowymi",
    "One cart and checkout across vendors, with split payouts":
      "Jeden koszyk i jedna płatność u wielu sprzedawców, z dzielonymi wypłatami",
    "Real-time order and revenue dashboard": "Panel zamówień i przychodów w czasie rzeczywistym",
    "Search with filters, facets and saved lists": "Wyszukiwarka z filtrami, fasetami i zapisanymi listami",
    "Payments API": "API płatności",
    "Lead developer in a team of three: the architecture, checkout and payouts, and the vendor dashboard":
      "Główny programista w trzyosobowym zespole: architektura, płatności i wypłaty oraz panel sprzedawcy",
    "16 weeks, 2023": "16 tygodni, 2023",
    "BazaarHub, a retail group in Lahore": "BazaarHub, grupa handlowa z Lahaur",
    "BazaarHub ran a dozen separate vendor shops, each with its own cart and payment account. Shoppers who bought from two vendors paid twice, and the finance team reconciled payouts in spreadsheets at the end of every month. The group wanted one marketplace for hundreds of vendors, without taking on their stock or their accounting.":
      "BazaarHub prowadził kilkanaście osobnych sklepów sprzedawców, każdy z własnym koszykiem i kontem płatności. Klienci kupujący u dwóch sprzedawców płacili dwa razy, a dział finansów rozliczał wypłaty w arkuszach kalkulacyjnych na koniec każdego miesiąca. Grupa chciała jednego marketplace'u dla setek sprzedawców, bez przejmowania ich towaru ani księgowości.",
    "One cart, split at payment": "Jeden koszyk, podział przy płatności",
    "An order becomes one sub-order per vendor the moment it is paid, so a shopper checks out once and each vendor sees only their own items.":
      "W chwili zapłaty zamówienie dzieli się na zamówienia cząstkowe dla każdego sprzedawcy, więc klient płaci raz, a każdy sprzedawca widzi tylko swoje pozycje.",
    "Payouts from a ledger": "Wypłaty z rejestru",
    "Every payment, refund and fee is an entry in a PostgreSQL ledger and payouts are computed from it, so finance reconciles from one report.":
      "Każda płatność, zwrot i opłata to wpis w rejestrze w PostgreSQL, z którego wyliczane są wypłaty, więc dział finansów rozlicza wszystko z jednego raportu.",
    "A live dashboard without polling": "Panel na żywo bez odpytywania",
    "Vendors' dashboards update over server-sent events when an order changes, instead of asking the server every few seconds.":
      "Panele sprzedawców odświeżają się dzięki zdarzeniom wysyłanym przez serwer, gdy zmienia się zamówienie, zamiast odpytywać serwer co kilka sekund.",
    "BazaarHub launched with 140 vendors and passed 300 within six months. Shoppers pay once for a mixed basket, and month-end reconciliation went from two days to an afternoon.":
      "BazaarHub wystartował ze 140 sprzedawcami i w ciągu sześciu miesięcy przekroczył 300. Klienci płacą raz za koszyk z wielu sklepów, a rozliczenie na koniec miesiąca skróciło się z dwóch dni do jednego popołudnia.",
    "vendors within six months": "sprzedawców w ciągu sześciu miesięcy",
    "abandoned carts": "porzuconych koszyków",
    "2 days → 3 h": "2 dni → 3 h",
    "month-end reconciliation": "rozliczenie na koniec miesiąca",
    "We had tried to build this twice. Hamza shipped it in four months, explained every trade-off in plain words, and our finance team finally trusts the payout numbers.":
      "Dwa razy próbowaliśmy to zbudować. Hamza dostarczył system w cztery miesiące, każdy kompromis wyjaśnił prostymi słowami, a nasz dział finansów wreszcie ufa liczbom w wypłatach.",
    "Head of E-Commerce, BazaarHub": "Dyrektor e-commerce, BazaarHub",
    // projects.json: LaunchBase
    "LaunchBase Startup Directory": "Katalog startupów LaunchBase",
    "A showcase app where founders pitch their startups and visitors browse, search and upvote them, with pages that load instantly.":
      "Aplikacja, w której założyciele prezentują swoje startupy, a odwiedzający je przeglądają, wyszukują i na nie głosują – na stronach, które ładują się natychmiast.",
    "Founder profiles and pitch pages": "Profile założycieli i strony prezentacji",
    "Instant search and category filters": "Natychmiastowe wyszukiwanie i filtry kategorii",
    "Upvotes and trending lists, updated live": "Głosy i listy popularnych, aktualizowane na żywo",
    "Markdown pitches with image uploads": "Prezentacje w Markdownie z przesyłaniem obrazów",
    "Solo developer: design, the Next.js front end, the MongoDB data model and search":
      "Jedyny programista: projekt, frontend w Next.js, model danych w MongoDB i wyszukiwarka",
    "6 weeks, 2024": "6 tygodni, 2024",
    "Founders in early-stage communities shared their pitches in chat groups, where they scrolled out of sight within hours, and there was no place to browse what others were building. LaunchBase had to make a pitch easy to publish, easy to find and quick to open on a phone over a slow connection.":
      "Założyciele z młodych społeczności dzielili się prezentacjami na czatach grupowych, gdzie po kilku godzinach znikały z widoku, i nie było miejsca, by przejrzeć, co budują inni. LaunchBase miał sprawić, by prezentację łatwo było opublikować, łatwo znaleźć i szybko otworzyć na telefonie przy wolnym łączu.",
    "Static pages, live votes": "Statyczne strony, głosy na żywo",
    "Pitch pages are generated ahead of time and regenerated when they change, so they open instantly; only the vote counts update live.":
      "Strony prezentacji są generowane z wyprzedzeniem i odświeżane po zmianie, więc otwierają się natychmiast; na żywo aktualizuje się tylko liczba głosów.",
    "Search as you type": "Wyszukiwanie w trakcie pisania",
    "A MongoDB Atlas Search index with category facets answers every keystroke in well under a tenth of a second.":
      "Indeks MongoDB Atlas Search z fasetami kategorii odpowiada na każde naciśnięcie klawisza w znacznie mniej niż jedną dziesiątą sekundy.",
    "Pitches in Markdown": "Prezentacje w Markdownie",
    "Founders write in Markdown with image uploads, cleaned on the server, so a pitch looks right without a page builder.":
      "Założyciele piszą w Markdownie i przesyłają obrazy, oczyszczane na serwerze, więc prezentacja wygląda dobrze bez kreatora stron.",
    "The directory listed more than 250 startups in its first two months. Pitch pages open in under a second on a mid-range phone, and founders now share a link instead of pasting their pitch into every group.":
      "W pierwszych dwóch miesiącach w katalogu pojawiło się ponad 250 startupów. Strony prezentacji otwierają się w mniej niż sekundę na telefonie ze średniej półki, a założyciele udostępniają link, zamiast wklejać prezentację do każdej grupy.",
    "startups listed in two months": "startupów w katalogu w dwa miesiące",
    "0.8 s": "0,8 s",
    "to the largest paint on 4G": "do największego malowania przez 4G",
    "upvotes cast": "oddanych głosów",
    // projects.json: FIFA Duel
    "FIFA Duel": "FIFA Duel",
    "< 10 s": "< 10 s",
    "12k": "12 tys.",
    "5k+": "5 tys.+",
    "60 fps": "60 kl./s",
    "A football match simulator: pick two squads, set tactics and watch the match play out minute by minute on a live 2D pitch.":
      "Symulator meczów piłkarskich: wybierz dwie drużyny, ustal taktykę i oglądaj mecz minuta po minucie na boisku 2D na żywo.",
    "Match engine driven by player ratings and tactics": "Silnik meczu oparty na ocenach zawodników i taktyce",
    "Live 2D pitch with commentary feed": "Boisko 2D na żywo z komentarzem",
    "Head-to-head duels between two players online": "Pojedynki dwóch graczy online",
    "Season table and player statistics": "Tabela sezonu i statystyki zawodników",
    "Solo developer: the match engine, the Canvas renderer and the real-time server":
      "Jedyny programista: silnik meczu, renderer na Canvasie i serwer czasu rzeczywistego",
    "8 weeks, 2023": "8 tygodni, 2023",
    "Football management games either settle a match in a second or take an hour to play it. FIFA Duel set out to show a whole match in a few minutes, decided by ratings and tactics, and to let two friends play it against each other in real time on any device.":
      "Gry menedżerskie o piłce nożnej albo rozstrzygają mecz w sekundę, albo każą grać go przez godzinę. FIFA Duel miał pokazać cały mecz w kilka minut, rozstrzygany przez oceny i taktykę, i pozwolić dwóm znajomym rozegrać go przeciwko sobie w czasie rzeczywistym na dowolnym urządzeniu.",
    "A deterministic match engine": "Deterministyczny silnik meczu",
    "Every match runs from a seed, so both players see the same events without streaming every frame, and any match can be replayed.":
      "Każdy mecz startuje z ziarna, więc obaj gracze widzą te same zdarzenia bez przesyłania każdej klatki, a każdy mecz można odtworzyć.",
    "Canvas, not the DOM": "Canvas zamiast DOM",
    "The pitch is drawn on a single canvas at 60 frames a second, which keeps 22 moving players smooth on mid-range phones.":
      "Boisko jest rysowane na jednym płótnie z szybkością 60 klatek na sekundę, dzięki czemu 22 biegających zawodników porusza się płynnie na telefonach ze średniej półki.",
    "The server decides, the browsers draw": "Serwer decyduje, przeglądarki rysują",
    "A small Node.js WebSocket server owns the match state and relays tactics changes to both players, so nobody can edit the result in the browser.":
      "Mały serwer WebSocket w Node.js przechowuje stan meczu i przekazuje zmiany taktyki obu graczom, więc nikt nie zmieni wyniku w przeglądarce.",
    "A full match plays out in four minutes, and friends have played thousands of duels without a single result that differed between their screens.":
      "Cały mecz trwa cztery minuty, a znajomi rozegrali tysiące pojedynków i ani razu wynik nie różnił się na ich ekranach.",
    "4 min": "4 min",
    "for a full 90-minute match": "na pełny, 90-minutowy mecz",
    "on mid-range phones": "na telefonach ze średniej półki",
    "duels played": "rozegranych pojedynków",
    // resume.json
    Freelance: "Działalność na własny rachunek",
    "Islamabad, Pakistan (remote)": "Islamabad, Pakistan (zdalnie)",
    "Design, build and ship web apps end to end for startups, agencies and retail groups in Pakistan, the Gulf and Europe.":
      "Projektuję, buduję i wdrażam aplikacje internetowe od początku do końca dla startupów, agencji i sieci handlowych w Pakistanie, krajach Zatoki Perskiej i Europie.",
    "Delivered 30+ projects for 20+ clients, 90% of whom came back for more work":
      "Ponad 30 projektów dla ponad 20 klientów, z których 90% wróciło z kolejnymi zleceniami",
    "Led a team of three on a multi-vendor marketplace that grew to 300+ vendors in six months":
      "Kierowałem trzyosobowym zespołem przy marketplace, który w pół roku urósł do ponad 300 sprzedawców",
    "Built an AI résumé analyzer that lets each coach of a career studio see three times as many clients":
      "Zbudowałem analizator CV oparty na AI, dzięki któremu każdy coach studia kariery przyjmuje trzy razy więcej klientów",
    "Ship every project with automated tests, accessibility checks and a performance budget":
      "Każdy projekt oddaję z testami automatycznymi, kontrolą dostępności i budżetem wydajności",
    "Software Engineer": "Inżynier oprogramowania",
    "Built web apps and APIs for the agency's e-commerce and logistics clients, in React, Node.js and Python.":
      "Tworzyłem aplikacje internetowe i API dla klientów agencji z branży e-commerce i logistyki, w React, Node.js i Pythonie.",
    "Moved a logistics client's dispatch board from polling to WebSockets, cutting server load by 60%":
      "Przeniosłem tablicę dyspozytorską klienta logistycznego z odpytywania na WebSockety, zmniejszając obciążenie serwera o 60%",
    "Wrote the agency's React component library, used by six client projects":
      "Napisałem bibliotekę komponentów React agencji, używaną w sześciu projektach klientów",
    "Set up CI with GitHub Actions and Docker, taking releases from a day to an hour":
      "Wdrożyłem CI z GitHub Actions i Dockerem, skracając wydanie z dnia do godziny",
    "Junior Web Developer": "Młodszy programista stron internetowych",
    "Rawalpindi, Pakistan": "Rawalpindi, Pakistan",
    "Built responsive marketing sites and WordPress themes for local businesses.":
      "Tworzyłem responsywne strony marketingowe i motywy WordPress dla lokalnych firm.",
    "Built 12 responsive client sites from the studio's designs":
      "Zbudowałem 12 responsywnych stron klientów według projektów studia",
    "Cut the studio's average page weight by half with image compression and lazy loading":
      "O połowę zmniejszyłem średnią wagę stron studia dzięki kompresji obrazów i leniwemu ładowaniu",
    "COMSATS University Islamabad": "Uniwersytet COMSATS w Islamabadzie",
    "Bachelor of Science": "Licencjat",
    "Computer Science": "Informatyka",
    "CGPA 3.6 / 4.0": "Średnia 3,6 / 4,0",
    "Meta Front-End Developer Professional Certificate": "Meta Front-End Developer Professional Certificate",
    "Meta, on Coursera": "Meta, na Coursera",
    Expert: "ekspert",
    Advanced: "zaawansowany",
    Intermediate: "średnio zaawansowany",
    "Prompt design": "Projektowanie promptów",
    "Retrieval-augmented generation": "Generowanie wspomagane wyszukiwaniem",
    "Accessibility (WCAG 2.2)": "Dostępność (WCAG 2.2)",
    "Responsive design": "Projektowanie responsywne",
    "Design systems": "Systemy projektowe",
    Estimation: "Szacowanie",
    "Client communication": "Komunikacja z klientem",
    English: "angielski",
    Urdu: "urdu",
    Punjabi: "pendżabski",
    "Full professional proficiency": "Biegła znajomość zawodowa",
    "Native speaker": "Język ojczysty",
  },
};
