// Game record files ("starboard.record"): the game, the seed, the actions and the content
// they were played with, so that a record replays without the original files.

#include "atomicwrite.h"
#include "internal.h"

#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace starboard::data {

namespace {

// Integers above 2^53 do not survive a trip through a double (most JSON readers), so
// larger values are written as decimal strings.
constexpr double kMaxExactInteger = 9007199254740992.0; // 2^53

QJsonValue int64ToJson(std::int64_t value)
{
    constexpr std::int64_t limit = std::int64_t(1) << 53;
    if (value >= -limit && value <= limit)
        return QJsonValue(qint64(value));
    return QJsonValue(QString::number(value));
}

bool readSeed(const QJsonValue &value, const Where &where, std::uint64_t &out, QStringList &errors)
{
    if (value.isString()) {
        static const QRegularExpression digits(QStringLiteral("^[0-9]{1,20}$"));
        bool ok = false;
        const std::uint64_t seed = value.toString().toULongLong(&ok);
        if (!ok || !digits.match(value.toString()).hasMatch()) {
            addError(errors, where,
                     //: A mistake in a content or saved game file (the Workshop's Problems panel,
                     //: the error on loading). %1: the value found. A seed is the random seed of a
                     //: game.
                     Msg::tr("'%1' is not an unsigned 64-bit integer").arg(value.toString()));
            return false;
        }
        out = seed;
        return true;
    }
    if (value.isDouble()) {
        const double d = value.toDouble();
        if (d != std::trunc(d) || d < 0 || d > kMaxExactInteger) {
            addError(errors, where,
                     //: A mistake in a content or saved game file (the Workshop's Problems panel,
                     //: the error on loading). %1: the number found. Keep '2^53' as it is.
                     Msg::tr("%1 is not an exact unsigned integer (write seeds above 2^53 as "
                             "strings of digits)")
                         .arg(QString::number(d, 'g', QLocale::FloatingPointShortest)));
            return false;
        }
        out = std::uint64_t(value.toInteger());
        return true;
    }
    addError(errors, where,
             Msg::tr("expected %1, found %2")
                 .arg(/*: A kind of value in a JSON file, used in 'expected %1, found %2' (a number
                         written in quotes). */
                      Msg::tr("a string of digits"), describeType(value)));
    return false;
}

bool readAction(const QJsonValue &value, const Where &where, Action &out, QStringList &errors)
{
    if (value.isString()) {
        static const QRegularExpression digits(QStringLiteral("^-?[0-9]{1,19}$"));
        bool ok = false;
        const qlonglong action = value.toString().toLongLong(&ok);
        if (!ok || !digits.match(value.toString()).hasMatch()) {
            //: A mistake in a content or saved game file (the Workshop's Problems panel, the error
            //: on loading). %1: the value found.
            addError(errors, where, Msg::tr("'%1' is not a 64-bit integer").arg(value.toString()));
            return false;
        }
        out = action;
        return true;
    }
    if (value.isDouble()) {
        const double d = value.toDouble();
        if (d != std::trunc(d) || std::abs(d) > kMaxExactInteger) {
            addError(errors, where,
                     //: A mistake in a content or saved game file (the Workshop's Problems panel,
                     //: the error on loading). %1: the number found. Keep '2^53' as it is.
                     Msg::tr("%1 is not an exact integer (write actions beyond 2^53 as strings "
                             "of digits)")
                         .arg(QString::number(d, 'g', QLocale::FloatingPointShortest)));
            return false;
        }
        out = value.toInteger();
        return true;
    }
    addError(errors, where,
             Msg::tr("expected %1, found %2").arg(Msg::tr("an integer"), describeType(value)));
    return false;
}

bool readSeat(const QJsonValue &value, const Where &where, RecordSeat &out, QStringList &errors)
{
    if (!expectObject(value, where, errors))
        return false;
    const qsizetype before = errors.size();
    ObjectReader r(value.toObject(), where, errors);
    RecordSeat seat;
    r.string(QStringLiteral("name"), seat.name);
    r.boolean(QStringLiteral("human"), seat.human);
    const bool levelOk = r.id(QStringLiteral("level"), seat.level, ObjectReader::Optional);
    if (levelOk && !seat.human && seat.level.isEmpty() && errors.size() == before)
        addError(errors, where, Msg::tr("a computer seat needs a 'level'"));
    r.finish();
    if (errors.size() != before)
        return false;
    out = seat;
    return true;
}

} // namespace

QJsonObject recordToJson(const RecordFile &file)
{
    QJsonObject doc;
    doc.insert(QLatin1String("format"), QLatin1String("starboard.record"));
    doc.insert(QLatin1String("formatVersion"),
               currentFormatVersion(QStringLiteral("starboard.record")));
    doc.insert(QLatin1String("game"), QString::fromStdString(file.record.gameId));
    doc.insert(QLatin1String("players"), file.numPlayers);
    doc.insert(QLatin1String("seed"), QString::number(file.record.seed));
    QJsonArray actions;
    for (const Action a : file.record.actions)
        actions.append(int64ToJson(a));
    doc.insert(QLatin1String("actions"), actions);
    doc.insert(QLatin1String("content"), file.content);
    if (!file.seats.empty()) {
        QJsonArray seats;
        for (const RecordSeat &seat : file.seats) {
            QJsonObject s;
            s.insert(QLatin1String("name"), seat.name);
            s.insert(QLatin1String("human"), seat.human);
            if (!seat.level.isEmpty())
                s.insert(QLatin1String("level"), seat.level);
            seats.append(s);
        }
        doc.insert(QLatin1String("seats"), seats);
    }
    return doc;
}

std::optional<RecordFile> recordFromJson(const QJsonObject &doc, const QString &file,
                                         QStringList &errors)
{
    const qsizetype before = errors.size();
    const Where root{file, QString()};
    const auto checked = checkHeader(doc, root, QStringLiteral("starboard.record"), errors);
    if (!checked)
        return std::nullopt;
    ObjectReader r(*checked, root, errors);
    r.take(QStringLiteral("format"));
    r.take(QStringLiteral("formatVersion"));

    RecordFile record;
    QString game;
    if (r.id(QStringLiteral("game"), game))
        record.record.gameId = game.toStdString();
    r.integer(QStringLiteral("players"), 1, kMaxPlayers, record.numPlayers);
    const QJsonValue seed = r.take(QStringLiteral("seed"));
    if (!seed.isUndefined())
        readSeed(seed, r.at(QStringLiteral("seed")), record.record.seed, errors);
    QJsonArray actions;
    if (r.array(QStringLiteral("actions"), actions)) {
        record.record.actions.reserve(std::size_t(actions.size()));
        for (qsizetype i = 0; i < actions.size() && !errorsCapped(errors, r.where().file); ++i) {
            Action a = 0;
            if (readAction(actions[i], r.at(QStringLiteral("actions")) / i, a, errors))
                record.record.actions.push_back(a);
        }
    }
    const QJsonValue content = r.take(QStringLiteral("content"));
    if (!content.isUndefined() && expectObject(content, r.at(QStringLiteral("content")), errors))
        record.content = content.toObject();
    QJsonArray seats;
    if (r.array(QStringLiteral("seats"), seats, ObjectReader::Optional) &&
        r.has(QStringLiteral("seats"))) {
        const Where at = r.at(QStringLiteral("seats"));
        if (seats.size() != record.numPlayers) {
            addError(errors, at,
                     //: A mistake in a content or saved game file (the Workshop's Problems panel,
                     //: the error on loading). %n: the number of players; %1: the number of seats
                     //: found.
                     Msg::tr("expected one seat per player (%n player(s)), found %1", nullptr,
                             record.numPlayers)
                         .arg(seats.size()));
        }
        for (qsizetype i = 0; i < seats.size() && !errorsCapped(errors, at.file); ++i) {
            RecordSeat seat;
            if (readSeat(seats[i], at / i, seat, errors))
                record.seats.push_back(seat);
        }
    }
    r.finish();
    if (errors.size() != before)
        return std::nullopt;
    return record;
}

bool saveRecord(const QString &path, const RecordFile &file, QString &error, WriteMode mode)
{
    const QByteArray bytes = QJsonDocument(recordToJson(file)).toJson(QJsonDocument::Indented);
    if (bytes.size() > kMaxFileBytes) {
        //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
        //: loading). %1: the file's name; %n: the limit in bytes.
        error = Msg::tr("%1: the record is larger than the limit of %n byte(s)", nullptr,
                        int(kMaxFileBytes))
                    .arg(path);
        return false;
    }
    // A failed save leaves any previous file untouched and no partial file behind.
    return writeFileAtomically(path, bytes, error, nullptr, mode);
}

std::optional<RecordFile> loadRecord(const QString &path, QStringList &errors)
{
    const auto doc = readDocument(path, QStringLiteral("starboard.record"), errors);
    if (!doc)
        return std::nullopt;
    return recordFromJson(*doc, path, errors);
}

} // namespace starboard::data
