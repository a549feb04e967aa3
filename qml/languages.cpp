#include "languages.h"

#include "pseudolocale.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTranslator>

#include <algorithm>
#include <cstring>

namespace starboard::languages {

namespace {

const QString kEmbeddedFolder = QStringLiteral(":/i18n");
// Written by the build from translations/*.ts (qml/translation-completeness.cmake).
const QString kCompleteness = QStringLiteral(":/i18n/completeness.json");

QString pseudo()
{
    return QString::fromLatin1(kPseudo);
}

QString englishCatalogue()
{
    return kEmbeddedFolder + QStringLiteral("/starboard_en.qm");
}

// A catalogue read into memory before it is loaded: a translator's file may be written
// again while the app runs, and a QTranslator that mapped the file would then read a
// truncated file (SIGBUS).
class CopyTranslator : public QTranslator
{
public:
    using QTranslator::QTranslator;
    ~CopyTranslator() override
    {
        // Out of the application's list before the bytes go (~QTranslator does it too late).
        if (QCoreApplication::instance())
            QCoreApplication::removeTranslator(this);
    }
    bool loadCopy(const QString &path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return false;
        m_bytes = file.readAll();
        return load(reinterpret_cast<const uchar *>(m_bytes.constData()), int(m_bytes.size()));
    }

private:
    QByteArray m_bytes;
};

// What the installed catalogue was when it was installed: another file, or the same file
// written again, is installed again by rescan().
struct Stamp
{
    QString path;
    QDateTime modified;
    qint64 size = -1;
    bool operator==(const Stamp &) const = default;
};

Stamp stampOf(const QString &path)
{
    if (path.isEmpty())
        return {};
    const QFileInfo info(path);
    return {path, info.lastModified(), info.size()};
}

// The translators are children of the application, so they go with it.
struct Installed
{
    QString code;
    Stamp stamp;
    QPointer<QTranslator> app;
    QPointer<QTranslator> qt;
};

Installed &current()
{
    static Installed installed;
    return installed;
}

struct Found
{
    bool scanned = false;
    QList<Language> languages;
};

Found &found()
{
    static Found languages;
    return languages;
}

void remove(QPointer<QTranslator> &translator)
{
    delete translator.data(); // removes itself from the application
    translator = nullptr;
}

// `translator`, loaded by `load`, installed; nullptr (and deleted) when that failed.
template <typename Load>
QTranslator *installNew(QTranslator *translator, Load load)
{
    if (!load(*translator)) {
        delete translator;
        return nullptr;
    }
    QCoreApplication::installTranslator(translator);
    return translator;
}

// "de", "pt_BR", "sr_Latn_RS"; not "en" (the source language) nor the pseudo-language.
QString codeOf(const QFileInfo &file)
{
    static const QRegularExpression valid(
        QStringLiteral("^starboard_([a-z]{2,3}(?:_[A-Za-z0-9]{2,8})*)\\.qm$"));
    const QRegularExpressionMatch match = valid.match(file.fileName());
    if (!match.hasMatch())
        return {};
    const QString code = match.captured(1);
    return code == QLatin1String("en") ? QString() : code;
}

// The figures the build wrote from translations/*.ts.
QJsonObject completenessFigures()
{
    QFile file(kCompleteness);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

int percent(qint64 translated, qint64 total)
{
    if (translated < 0 || total <= 0)
        return -1;
    return int(std::min<qint64>(100, translated * 100 / total));
}

QList<Language> scan()
{
    const QJsonObject figures = completenessFigures();
    const qint64 total = figures.value(QLatin1String("total")).toInteger();
    const QJsonObject perLanguage = figures.value(QLatin1String("languages")).toObject();

    QList<Language> others;
    auto add = [&others](Language language) {
        const auto same = std::find_if(others.begin(), others.end(), [&](const Language &other) {
            return other.code == language.code;
        });
        if (same != others.end())
            *same = std::move(language);
        else
            others.append(std::move(language));
    };
    const QStringList pattern{QStringLiteral("starboard_*.qm")};
    for (const QFileInfo &file :
         QDir(kEmbeddedFolder).entryInfoList(pattern, QDir::Files, QDir::Name)) {
        const QString code = codeOf(file);
        if (code.isEmpty())
            continue;
        const QJsonObject counts = perLanguage.value(code).toObject();
        const qint64 messages = counts.value(QLatin1String("messages")).toInteger(-1);
        const qint64 unfinished = counts.value(QLatin1String("unfinished")).toInteger(0);
        add({code, nativeName(code), file.filePath(), false,
             messages < 0 ? -1 : percent(messages - unfinished, total)});
    }
    const QString folder = userFolder();
    if (!folder.isEmpty()) {
        for (const QFileInfo &file :
             QDir(folder).entryInfoList(pattern, QDir::Files | QDir::Readable, QDir::Name)) {
            const QString code = codeOf(file);
            if (code.isEmpty())
                continue;
            add({code, nativeName(code), file.absoluteFilePath(), true,
                 percent(countMessages(file.absoluteFilePath()), total)});
        }
    }
    std::sort(others.begin(), others.end(), [](const Language &a, const Language &b) {
        const int order = QString::localeAwareCompare(a.name, b.name);
        return order != 0 ? order < 0 : a.code < b.code;
    });

    QList<Language> languages;
    languages.append({QStringLiteral("en"), nativeName(QStringLiteral("en")),
                      QFile::exists(englishCatalogue()) ? englishCatalogue() : QString(), false,
                      -1});
    languages.append(others);
    languages.append({pseudo(), QString(), QString(), false, -1});
    return languages;
}

const QList<Language> &languagesFound()
{
    Found &languages = found();
    if (!languages.scanned) {
        languages.languages = scan();
        languages.scanned = true;
    }
    return languages.languages;
}

const Language *find(const QString &code)
{
    for (const Language &language : languagesFound())
        if (language.code == code)
            return &language;
    return nullptr;
}

// Installs `language` (available) whether or not it is installed already.
void installNow(const QString &language)
{
    Installed &now = current();
    remove(now.app);
    remove(now.qt);
    const Language *entry = find(language);
    const QString catalogue = entry ? entry->catalogue : QString();
    now.code = language;
    now.stamp = stampOf(catalogue);
    QObject *application = QCoreApplication::instance();
    if (language == pseudo()) {
        QLocale::setDefault(QLocale(QStringLiteral("en")));
        now.app = installNew(new PseudoTranslator(englishCatalogue(), application),
                             [](QTranslator &) { return true; });
        return;
    }
    // Numbers and dates in English for a language Qt does not know.
    const QLocale locale(language);
    QLocale::setDefault(locale.language() == QLocale::C ? QLocale(QStringLiteral("en")) : locale);
    // English is the source language; its catalogue holds the plural forms only. The
    // embedded catalogues are in memory already.
    if (catalogue.startsWith(QLatin1String(":/"))) {
        now.app = installNew(new QTranslator(application),
                             [&](QTranslator &translator) { return translator.load(catalogue); });
    } else if (!catalogue.isEmpty()) {
        now.app = installNew(new CopyTranslator(application), [&](QTranslator &translator) {
            return static_cast<CopyTranslator &>(translator).loadCopy(catalogue);
        });
    }
    if (language == QLatin1String("en"))
        return;
    now.qt = installNew(new QTranslator(application), [&](QTranslator &translator) {
        return translator.load(QLocale(language), QStringLiteral("qt"), QStringLiteral("_"),
                               QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    });
}

} // namespace

QList<Language> list()
{
    return languagesFound();
}

QStringList available()
{
    QStringList codes;
    for (const Language &language : languagesFound())
        codes.append(language.code);
    return codes;
}

bool isAvailable(const QString &code)
{
    return find(code) != nullptr;
}

bool rescan()
{
    Found &languages = found();
    languages.languages = scan();
    languages.scanned = true;
    Installed &now = current();
    if (now.code.isEmpty() || !now.app)
        return false;
    const Language *entry = find(now.code);
    if (!entry || stampOf(entry->catalogue) == now.stamp)
        return false; // gone from the folder: kept until the next start
    installNow(now.code);
    return true;
}

QString userFolder()
{
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return data.isEmpty() ? QString() : QDir(data).filePath(QStringLiteral("translations"));
}

QString resolve(const QString &code)
{
    if (isAvailable(code))
        return code;
    const QStringList uiLanguages = QLocale().uiLanguages();
    for (const QString &language : uiLanguages) {
        // "pt-BR" -> "pt_BR", then "pt"
        const QString full = QString(language).replace(QLatin1Char('-'), QLatin1Char('_'));
        const QString base = language.section(QLatin1Char('-'), 0, 0).toLower();
        for (const QString &candidate : {full, base})
            if (candidate != pseudo() && isAvailable(candidate))
                return candidate;
    }
    return QStringLiteral("en");
}

QString nativeName(const QString &code)
{
    // Qt calls it "American English".
    if (code == QLatin1String("en"))
        return QStringLiteral("English");
    const QLocale locale(code);
    // Qt gives the C locale for a code it does not know.
    if (locale.language() == QLocale::C)
        return code;
    QString name = locale.nativeLanguageName();
    if (name.isEmpty())
        return code;
    if (code.contains(QLatin1Char('_')) && !locale.nativeTerritoryName().isEmpty())
        name += QStringLiteral(" (%1)").arg(locale.nativeTerritoryName());
    return locale.toUpper(name.left(1)) + name.mid(1);
}

QString install(const QString &code)
{
    const QString language = resolve(code);
    const Installed &now = current();
    // The same language again, unless its translators went with an earlier application.
    if (now.code == language && now.app)
        return language;
    installNow(language);
    return language;
}

QString installed()
{
    return current().code;
}

int countMessages(const QString &qmFile)
{
    QFile file(qmFile);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray bytes = file.readAll();
    const auto *data = reinterpret_cast<const uchar *>(bytes.constData());
    const qsizetype size = bytes.size();
    auto read32 = [data](qsizetype at) {
        return quint32(data[at]) << 24 | quint32(data[at + 1]) << 16 | quint32(data[at + 2]) << 8 |
               quint32(data[at + 3]);
    };

    // A .qm file (Qt's lrelease, qttools' src/linguist/shared/qm.cpp): 16 bytes of magic,
    // then blocks of a 1-byte tag, a 4-byte big-endian length and the data.
    static const uchar magic[16] = {0x3c, 0xb8, 0x64, 0x18, 0xca, 0xef, 0x9c, 0x95,
                                    0xcd, 0x21, 0x1c, 0xbf, 0x60, 0xa1, 0xbd, 0xdd};
    if (size < 16 || std::memcmp(data, magic, sizeof magic) != 0)
        return -1;
    enum : uchar
    {
        kMessagesBlock = 0x69
    };
    qsizetype messagesFrom = -1;
    qsizetype messagesTo = -1;
    for (qsizetype at = 16; at + 5 <= size;) {
        const uchar tag = data[at];
        const quint32 length = read32(at + 1);
        at += 5;
        if (tag == 0 || length == 0)
            break;
        if (qsizetype(length) > size - at)
            return -1;
        if (tag == kMessagesBlock) {
            messagesFrom = at;
            messagesTo = at + qsizetype(length);
        }
        at += qsizetype(length);
    }
    if (messagesFrom < 0)
        return 0; // a catalogue without messages

    // The messages, one after the other: tagged fields up to an end tag. A message counts
    // when one of its translations (a plural message has one per form) is not empty.
    enum : uchar
    {
        kEnd = 1,
        kTranslation = 3, // 4-byte length in bytes (0xffffffff: none), UTF-16 big-endian
        kObsolete1 = 5,   // 4 bytes
        kSourceText = 6,  // 4-byte length, UTF-8 (as are the two below)
        kContext = 7,
        kComment = 8,
    };
    int count = 0;
    bool translated = false;
    bool inMessage = false;
    for (qsizetype at = messagesFrom; at < messagesTo;) {
        const uchar tag = data[at++];
        inMessage = true;
        if (tag == kEnd) {
            count += translated ? 1 : 0;
            translated = false;
            inMessage = false;
            continue;
        }
        if (messagesTo - at < 4)
            return -1;
        const quint32 length = read32(at);
        at += 4;
        switch (tag) {
        case kObsolete1:
            break;
        case kTranslation:
            if (length == 0xffffffffU)
                break;
            if (length % 2 != 0 || qsizetype(length) > messagesTo - at)
                return -1;
            translated = translated || length > 0;
            at += qsizetype(length);
            break;
        case kSourceText:
        case kContext:
        case kComment:
            if (qsizetype(length) > messagesTo - at)
                return -1;
            at += qsizetype(length);
            break;
        default:
            return -1; // not written by the lrelease we know
        }
    }
    return inMessage ? -1 : count;
}

int messageTotal()
{
    return int(completenessFigures().value(QLatin1String("total")).toInteger());
}

} // namespace starboard::languages
