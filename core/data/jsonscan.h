#pragma once

// One linear pass over the raw bytes of a JSON text that finds what QJsonDocument
// accepts silently or reports only as "illegal value": raw NUL and control characters
// inside strings, comments, nesting, string lengths and element counts past the caps of
// limits.h, and duplicate keys (QJsonDocument keeps the last value of a repeated key).
// The scanner does not check the JSON grammar itself; Qt's parser does that afterwards.

#include <QByteArrayView>
#include <QString>

#include <vector>

namespace starboard::data {

struct JsonScanLimits
{
    int maxNesting;
    qsizetype maxStringBytes;
    qsizetype maxElements;
};

// A place in the text: the byte offset and the 1-based line and column (in characters).
struct JsonTextPlace
{
    qsizetype offset = -1;
    int line = 1;
    int column = 1;
};

struct JsonScanProblem
{
    enum Kind
    {
        None,
        NulCharacter,     // a raw byte 0 inside a string
        ControlCharacter, // a raw byte 0x01..0x1F inside a string (`character`)
        NulOutsideString, // a raw byte 0 between tokens
        Comment,          // "//" or "/*" outside strings
        TooDeep,          // an opening bracket past maxNesting
        StringTooLong,    // a string longer than maxStringBytes (at its opening quote)
        TooManyElements,  // the comma that makes a list or object exceed maxElements
        TrailingComma,    // a comma right before '}' or ']' (`character`): Qt's parser calls
                          // it "unterminated object" or "object is missing after a comma"
        DoubleComma,      // a comma right after another (at the second): "unterminated object"
    };
    Kind kind = None;
    JsonTextPlace place;
    int character = 0;
};

struct JsonDuplicateKey
{
    QString key;
    JsonTextPlace place; // the repeated key's opening quote
    JsonTextPlace first; // the first key of that name in the same object
};

struct JsonScan
{
    JsonScanProblem problem; // the first one; scanning stops there
    // The first repeated key of each object, in the order of the text, at most
    // `maxDuplicates` of them.
    std::vector<JsonDuplicateKey> duplicates;
};

JsonScan scanJson(QByteArrayView bytes, const JsonScanLimits &limits, qsizetype maxDuplicates);

} // namespace starboard::data
