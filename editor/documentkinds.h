#pragma once

// The kinds of file the Workshop edits, listed explicitly (like the game registry): a new
// game's content kinds plug in by adding their entries here, with an editor factory.

#include <QMap>
#include <QString>
#include <QVariantMap>

#include <functional>
#include <vector>

class QWidget;

namespace starboard::data {
struct ContentFiles;
}

namespace starboard::editor {

class Document;

// A starting point for a new document: a named, shipped file ("Short game").
struct DocumentTemplate
{
    const char *name; // English, translated in context "Workshop"
    QString file;

    QString displayName() const; // translated
};

struct DocumentKind
{
    QString format;      // "starboard.ships"
    QString gameId;      // "galaxy-of-d"
    const char *name;    // English, translated in context "Workshop": "Ship table"
    QString defaultFile; // the shipped file (a rule variant's standard values)
    // What File > New offers; empty: a copy of defaultFile. Rule variants start from an
    // empty variant (the standard rules) or a named one.
    std::vector<DocumentTemplate> templates;
    // The kind's own editor; nullptr: the generic editor (every value of the file as a tree).
    std::function<QWidget *(Document *document, QWidget *parent)> createEditor;

    QString displayName() const; // translated
};

const std::vector<DocumentKind> &documentKinds();
const DocumentKind *kindForFormat(const QString &format);

// Which file of a game's content a document of `format` replaces: the member of
// data::ContentFiles, and the key of GameSession::startNewGame()'s config ("shipsFile").
QString contentFilesMember(const QString &format); // "ships"
QString sessionConfigKey(const QString &format);   // "shipsFile"

// The files a game is played with in place of the shipped ones, by format
// ("starboard.ships" -> "/home/me/cheap-bombers.json"): what "Play It" and "Playtest" use.
using ContentSet = QMap<QString, QString>;
data::ContentFiles contentFiles(const ContentSet &set);
QVariantMap sessionConfig(const ContentSet &set); // {"shipsFile": path, ...}

} // namespace starboard::editor
