#include "resulthistory.h"

#include "gametext.h"

#include "data/atomicwrite.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace starboard {

namespace {

const QString kFormat = QStringLiteral("starboard.results");
constexpr int kFormatVersion = 1;

// A win for the people at this table: every person's seat won (against the computer, a
// solitaire game, a co-operative team). A game between people, where one won and another
// lost, is no win of the table's (helper 19: a hotseat game was counted "1 won").
bool peopleWon(const QJsonObject &entry)
{
    const QJsonArray seats = entry.value(QLatin1String("seats")).toArray();
    bool anyone = false;
    for (const QJsonValue &seat : seats) {
        const QJsonObject s = seat.toObject();
        if (!s.value(QLatin1String("human")).toBool())
            continue;
        if (!s.value(QLatin1String("won")).toBool())
            return false;
        anyone = true;
    }
    return anyone;
}

} // namespace

// ---------------------------------------------------------------------------------------
// ResultHistory

ResultHistory::ResultHistory(const QString &file, QObject *parent) : QObject(parent), m_file(file)
{
    load();
}

void ResultHistory::load()
{
    if (m_file.isEmpty() || !QFileInfo::exists(m_file))
        return;
    QFile file(m_file);
    QJsonParseError error{};
    const QJsonDocument document = file.open(QIODevice::ReadOnly)
                                       ? QJsonDocument::fromJson(file.readAll(), &error)
                                       : QJsonDocument();
    const QJsonObject root = document.object();
    if (error.error != QJsonParseError::NoError || root.value(QLatin1String("format")) != kFormat ||
        root.value(QLatin1String("formatVersion")).toInt() > kFormatVersion) {
        // Not ours to replace: keep the results of this run in memory only.
        qInfo("%s: not a results file of this version; new results are not saved",
              qPrintable(m_file));
        m_file.clear();
        return;
    }
    for (const QJsonValue &value : root.value(QLatin1String("results")).toArray()) {
        const QJsonObject entry = value.toObject();
        if (!entry.value(QLatin1String("gameId")).toString().isEmpty())
            m_entries.push_back(entry);
    }
}

bool ResultHistory::save() const
{
    if (m_file.isEmpty())
        return true;
    QDir().mkpath(QFileInfo(m_file).absolutePath());
    QJsonArray results;
    for (const QJsonObject &entry : m_entries)
        results.append(entry);
    const QJsonObject root{{QStringLiteral("format"), kFormat},
                           {QStringLiteral("formatVersion"), kFormatVersion},
                           {QStringLiteral("results"), results}};
    QString error;
    if (data::writeFileAtomically(m_file, QJsonDocument(root).toJson(QJsonDocument::Indented),
                                  error))
        return true;
    qInfo("Results: %s", qPrintable(error));
    return false;
}

bool ResultHistory::record(const QVariantMap &map)
{
    QJsonObject entry = QJsonObject::fromVariantMap(map);
    const QString gameId = entry.value(QLatin1String("gameId")).toString();
    const QString key = entry.value(QLatin1String("key")).toString();
    if (gameId.isEmpty() || key.isEmpty())
        return false;
    for (const QJsonObject &old : m_entries)
        if (old.value(QLatin1String("key")).toString() == key)
            return false;
    if (!entry.contains(QLatin1String("time")))
        entry.insert(QStringLiteral("time"),
                     QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    m_entries.push_back(entry);
    // The oldest of this game go first when there are too many.
    int ofGame = 0;
    for (const QJsonObject &old : m_entries)
        ofGame += old.value(QLatin1String("gameId")).toString() == gameId ? 1 : 0;
    for (auto it = m_entries.begin(); ofGame > kPerGame && it != m_entries.end();) {
        if (it->value(QLatin1String("gameId")).toString() == gameId) {
            it = m_entries.erase(it);
            --ofGame;
        } else {
            ++it;
        }
    }
    if (!save())
        qInfo("%s: the results could not be saved", qPrintable(m_file));
    emit recorded(gameId);
    return true;
}

// ---------------------------------------------------------------------------------------
// ResultsModel

ResultsModel::ResultsModel(QObject *parent) : QAbstractListModel(parent)
{
    // Installing a translator sends LanguageChange to the application object: the notes,
    // the players ("computer") and the scores are worded again.
    if (QCoreApplication *app = QCoreApplication::instance())
        app->installEventFilter(this);
}

bool ResultsModel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance() &&
        rowCount() > 0) {
        emit dataChanged(index(0), index(rowCount() - 1),
                         {Qt::DisplayRole, NoteRole, PlayersRole, ScoresRole});
    }
    return QAbstractListModel::eventFilter(watched, event);
}

int ResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant ResultsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QJsonObject &entry = m_rows[std::size_t(index.row())];
    const QJsonArray seats = entry.value(QLatin1String("seats")).toArray();
    switch (role) {
    case WhenRole:
        return QDateTime::fromString(entry.value(QLatin1String("time")).toString(), Qt::ISODate)
            .toLocalTime();
    case Qt::DisplayRole:
    case NoteRole: {
        // Worded now from the facts; results recorded before the facts were kept say the
        // note as it was written then.
        const QJsonObject facts = entry.value(QLatin1String("result")).toObject();
        const QString note = resultNote(entry.value(QLatin1String("gameId")).toString(), facts);
        return note.isEmpty() ? entry.value(QLatin1String("note")).toString() : note;
    }
    case SeedRole:
        return entry.value(QLatin1String("seed")).toString();
    case PlayersRole: {
        QStringList names;
        for (const QJsonValue &value : seats) {
            const QJsonObject seat = value.toObject();
            const QString name = seat.value(QLatin1String("name")).toString();
            names << (seat.value(QLatin1String("human")).toBool(true)
                          ? name
                          //: The results list (home page): a computer player among the players. %1:
                          //: its name, e.g. 'Expert'.
                          : QCoreApplication::translate("ResultsModel", "%1 (computer)").arg(name));
        }
        return names.join(QLatin1String(", "));
    }
    case ScoresRole: {
        // One player's points are in the note already ("Remain a Commander: 11 victory
        // points."), also in results recorded before the facts were kept.
        const QJsonObject facts = entry.value(QLatin1String("result")).toObject();
        if (seats.size() == 1 && (facts.isEmpty() || facts.contains(QLatin1String("points"))))
            return QString();
        QStringList scores;
        for (const QJsonValue &value : seats) {
            const QJsonObject seat = value.toObject();
            if (!seat.contains(QLatin1String("score")))
                continue;
            const int score = seat.value(QLatin1String("score")).toInt();
            //: The results list (home page): the score of a solitaire game. %n: the points.
            scores << (seats.size() == 1
                           ? QCoreApplication::translate("ResultsModel", "%n point(s)", nullptr,
                                                         score)
                           : /*: The results list (home page): a player's score. %1: the player's
                                name, e.g. 'Anna'; %2: the points, a number. */
                           QCoreApplication::translate("ResultsModel", "%1 %2")
                               .arg(seat.value(QLatin1String("name")).toString())
                               .arg(score));
        }
        return scores.join(QLatin1String(", "));
    }
    case WonRole:
        return peopleWon(entry);
    case ContentRole: {
        QStringList names;
        for (const QJsonValue &name : entry.value(QLatin1String("content")).toArray())
            names << name.toString();
        return QLocale().createSeparatedList(names);
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> ResultsModel::roleNames() const
{
    return {{WhenRole, "when"},       {NoteRole, "note"},     {SeedRole, "seed"},
            {PlayersRole, "players"}, {ScoresRole, "scores"}, {WonRole, "won"},
            {ContentRole, "content"}};
}

void ResultsModel::setHistory(ResultHistory *history)
{
    if (history == m_history)
        return;
    if (m_history)
        disconnect(m_history, nullptr, this, nullptr);
    m_history = history;
    if (m_history) {
        connect(m_history, &ResultHistory::recorded, this, [this](const QString &gameId) {
            if (gameId == m_gameId)
                refill();
        });
        connect(m_history, &QObject::destroyed, this, [this] { setHistory(nullptr); });
    }
    emit historyChanged();
    refill();
}

void ResultsModel::setGameId(const QString &gameId)
{
    if (gameId == m_gameId)
        return;
    m_gameId = gameId;
    emit gameIdChanged();
    refill();
}

void ResultsModel::setLimit(int limit)
{
    limit = std::max(limit, 0);
    if (limit == m_limit)
        return;
    m_limit = limit;
    emit limitChanged();
    refill();
}

// A new result of the game goes in at the top (the rows below stay); other changes (the
// game, the limit) make the rows again.
void ResultsModel::refill()
{
    std::vector<QJsonObject> next;
    int played = 0;
    int won = 0;
    if (m_history) {
        const auto &entries = m_history->entries();
        for (auto it = entries.rbegin(); it != entries.rend(); ++it) {
            if (it->value(QLatin1String("gameId")).toString() != m_gameId)
                continue;
            ++played;
            won += peopleWon(*it) ? 1 : 0;
            if (int(next.size()) < m_limit)
                next.push_back(*it);
        }
    }
    const bool oneNew = !next.empty() && !m_rows.empty() && next.size() <= m_rows.size() + 1 &&
                        std::equal(next.begin() + 1, next.end(), m_rows.begin());
    const int oldCount = rowCount();
    if (oneNew) {
        beginInsertRows(QModelIndex(), 0, 0);
        m_rows.insert(m_rows.begin(), next.front());
        endInsertRows();
        if (int(m_rows.size()) > int(next.size())) {
            beginRemoveRows(QModelIndex(), int(next.size()), int(m_rows.size()) - 1);
            m_rows.resize(next.size());
            endRemoveRows();
        }
    } else {
        beginResetModel();
        m_rows = std::move(next);
        endResetModel();
    }
    const bool counts = played != m_played || won != m_won || rowCount() != oldCount;
    m_played = played;
    m_won = won;
    if (counts)
        emit countChanged();
}

} // namespace starboard
