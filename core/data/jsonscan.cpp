#include "jsonscan.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

namespace starboard::data {

namespace {

// One open list or object.
struct Level
{
    bool object = false;
    bool expectKey = false;     // an object after '{' or ','
    bool duplicateSeen = false; // only the first repeated key of an object is reported
    qsizetype elements = 1;
    QHash<QString, JsonTextPlace> keys;
};

// The key as QJsonDocument reads it: escapes ("\u0061" is "a") decoded.
QString decodeKey(QByteArrayView quoted)
{
    if (!quoted.contains('\\'))
        return QString::fromUtf8(quoted.sliced(1, quoted.size() - 2));
    const QJsonDocument doc = QJsonDocument::fromJson("[" + quoted.toByteArray() + "]");
    return doc.array().at(0).toString();
}

} // namespace

JsonScan scanJson(QByteArrayView bytes, const JsonScanLimits &limits, qsizetype maxDuplicates)
{
    JsonScan scan;
    std::vector<Level> levels;
    JsonTextPlace here{0, 1, 1};
    // Moves `here` one byte on.
    const auto advance = [&] {
        const auto c = static_cast<unsigned char>(bytes[here.offset]);
        if (c == '\n') {
            ++here.line;
            here.column = 1;
        } else if ((c & 0xC0) != 0x80) { // not a UTF-8 continuation byte
            ++here.column;
        }
        ++here.offset;
    };
    const auto stop = [&](JsonScanProblem::Kind kind, JsonTextPlace place, int character = 0) {
        scan.problem = {kind, place, character};
        return scan;
    };

    const qsizetype size = bytes.size();
    while (here.offset < size) {
        const char c = bytes[here.offset];
        switch (c) {
        case '"': {
            const JsonTextPlace open = here;
            advance();
            while (here.offset < size && bytes[here.offset] != '"') {
                const auto b = static_cast<unsigned char>(bytes[here.offset]);
                if (b == 0)
                    return stop(JsonScanProblem::NulCharacter, here);
                if (b < 0x20)
                    return stop(JsonScanProblem::ControlCharacter, here, b);
                if (b == '\\' && here.offset + 1 < size &&
                    static_cast<unsigned char>(bytes[here.offset + 1]) >= 0x20)
                    advance();
                advance();
            }
            if (here.offset - open.offset - 1 > limits.maxStringBytes)
                return stop(JsonScanProblem::StringTooLong, open);
            if (here.offset >= size)
                return scan; // unterminated: Qt's parser says so
            advance();
            if (!levels.empty() && levels.back().expectKey) {
                Level &level = levels.back();
                level.expectKey = false;
                const QString key = decodeKey(bytes.sliced(open.offset, here.offset - open.offset));
                const auto it = level.keys.constFind(key);
                if (it == level.keys.constEnd()) {
                    level.keys.insert(key, open);
                } else if (!level.duplicateSeen &&
                           qsizetype(scan.duplicates.size()) < maxDuplicates) {
                    level.duplicateSeen = true;
                    scan.duplicates.push_back({key, open, it.value()});
                }
            }
            continue;
        }
        case '{':
        case '[':
            if (qsizetype(levels.size()) >= limits.maxNesting)
                return stop(JsonScanProblem::TooDeep, here);
            levels.push_back({});
            levels.back().object = c == '{';
            levels.back().expectKey = c == '{';
            break;
        case '}':
        case ']':
            if (!levels.empty())
                levels.pop_back();
            break;
        case ',':
            if (!levels.empty()) {
                Level &level = levels.back();
                level.expectKey = level.object;
                if (++level.elements > limits.maxElements)
                    return stop(JsonScanProblem::TooManyElements, here);
            }
            for (qsizetype next = here.offset + 1; next < size; ++next) {
                const char n = bytes[next];
                if (n == ' ' || n == '\t' || n == '\n' || n == '\r')
                    continue;
                if (n == '}' || n == ']')
                    return stop(JsonScanProblem::TrailingComma, here, n);
                if (n == ',') {
                    while (here.offset < next)
                        advance();
                    return stop(JsonScanProblem::DoubleComma, here);
                }
                break;
            }
            break;
        case '/':
            if (here.offset + 1 < size &&
                (bytes[here.offset + 1] == '/' || bytes[here.offset + 1] == '*'))
                return stop(JsonScanProblem::Comment, here);
            break;
        case '\0':
            return stop(JsonScanProblem::NulOutsideString, here);
        default:
            break;
        }
        advance();
    }
    return scan;
}

} // namespace starboard::data
