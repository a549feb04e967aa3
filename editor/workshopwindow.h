#pragma once

// The Workshop: a window of documents (one tab per file), the Edit menu's undo and redo of
// the current document, and the validation panel, which lists the problems the game's
// loaders find in the current document (a click selects the item a problem names).

#include "document.h"
#include "documentkinds.h"
#include "recovery.h"

#include <QList>
#include <QMainWindow>
#include <QPointer>
#include <QVariantMap>

class QListWidget;
class QStackedWidget;
class QTabWidget;
class QTimer;
class QUndoGroup;
class QMenu;
class QLabel;
class QPushButton;

namespace starboard::editor {

class Document;
class EditorWidget;
class PlaytestDialog;
class StartPage;
struct DocumentKind;

class WorkshopWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit WorkshopWindow(QWidget *parent = nullptr);
    ~WorkshopWindow() override;

    // Opens a file in a new tab (or shows its tab). Returns "" or the messages that say
    // where the file is broken (nothing is opened or changed then).
    QString openFile(const QString &path);
    // A new document of `kind` from one of its templates (empty: the first, or the shipped
    // default when it has none).
    Document *newDocument(const DocumentKind &kind, const QString &templateFile = {});
    int documentCount() const;
    Document *currentDocument() const;
    EditorWidget *currentEditor() const;
    QListWidget *problemList() const { return m_problems; }
    QUndoGroup *undoGroup() const { return m_undoGroup; }

    // Saves the current document (asks for a file when it has none). Returns false when
    // cancelled or failed (the message is shown).
    bool saveCurrent();
    bool saveCurrentAs(const QString &path = {});
    // Closes a tab, asking about unsaved changes. False when the user keeps it.
    bool closeDocument(int tab);

    static QStringList recentFiles();
    // Off: the window changes no settings (the list of recent files), as in a --screenshot
    // run. On by default.
    void setWritesSettings(bool on) { m_writesSettings = on; }
    // The documents a game of the current document's game is played with: the current one
    // and, for each other kind of that game's content, the open document of that kind that
    // was current most recently (a new galaxy and a ship table are played together).
    QList<Document *> playDocuments() const;
    // The open documents the game loads with `document`: for each other kind of its game,
    // the one that was current most recently.
    QList<Document *> companionsOf(const Document *document) const;
    // "Playtest…" on playDocuments() (saved first); nullptr when they cannot be played.
    PlaytestDialog *playtestCurrent();
    // "Play It": saves playDocuments() and emits playRequested(). False when they cannot
    // be played (problems, or a save was cancelled).
    bool playCurrent();

    // Crash recovery (RecoveryStore, issue 13), off until enabled: main() enables it with
    // RecoveryStore::defaultFolder(), tests with a folder of their own. Every `intervalMs`
    // the documents with unsaved changes are written there (never over their files); the
    // start page offers what Workshops that ended without closing left there.
    void enableRecovery(const QString &folder, int intervalMs = 30000);
    RecoveryStore *recovery() const { return m_recovery; }
    // What the timer does: writes the recovery files now. "" or the error.
    QString writeRecovery();
    // The documents left by Workshops that are gone, newest first (the start page's list).
    QList<RecoveryStore::Entry> recoverable() const;
    // Opens a left-over document in a tab (modified: Save writes it to its file) and
    // removes it from the recovery folder; nullptr (the message shown) when it cannot.
    Document *recover(const QString &recoveryFile);
    void discardRecovered(const QString &recoveryFile);
    // The Recover dialog (File > Recover Unsaved Work): the left-over documents, each with
    // Open and Discard, and Later. Shown by itself when the Workshop starts with documents
    // open (its start page, which lists them too, is then hidden). Returns the dialog, or
    // nullptr when there is nothing to recover.
    QDialog *offerRecovery();
    // The name Save As offers: the document's file, else (a new document) its id with .json
    // ("spiral.json") when the id makes a plain file name, else its name.
    static QString proposedSaveName(const Document &document);

signals:
    // "Play It": a game of `gameId` with `config` (GameSession::startNewGame's file keys,
    // "galaxyFile", "shipsFile", ...), the saved documents in place of the shipped files.
    void playRequested(const QString &gameId, const QVariantMap &config);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void buildMenus();
    void retranslate();
    void addDocument(Document *document);
    void updateProblems();
    // The keys the loader reports as unknown in `problems`: (object pointer, key).
    static QList<QPair<QString, QString>> unknownKeys(const QList<Problem> &problems,
                                                      const QString &name);
    void removeUnknownKeys();
    void updateTitle();
    void rememberRecent(const QString &path);
    void fillRecentMenu();
    void openDialog();
    // Saves `documents` (asking for a file name for a new one); false when one has
    // problems (its tab is shown) or a save failed or was cancelled.
    bool readyToPlay(const QString &title, const QList<Document *> &documents);
    static ContentSet contentSet(const QList<Document *> &documents);
    QString describe(const QList<Document *> &documents) const; // "galaxy.json, ships.json"

    void updateCentral(); // the start page while no document is open
    QStackedWidget *m_central = nullptr;
    StartPage *m_start = nullptr;
    QTabWidget *m_tabs = nullptr;
    QListWidget *m_problems = nullptr;
    QLabel *m_problemSummary = nullptr;
    QPushButton *m_removeUnknownKeys = nullptr;
    QUndoGroup *m_undoGroup = nullptr;
    QTimer *m_validateTimer = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_recoverAction = nullptr;
    QPointer<QDialog> m_recoveryDialog;
    QList<QPointer<Document>> m_recentlyCurrent; // most recently current first
    bool m_writesSettings = true;
    RecoveryStore *m_recovery = nullptr;
    QTimer *m_recoveryTimer = nullptr;
    mutable QList<RecoveryStore::Entry> m_recoverable; // as last read
};

} // namespace starboard::editor
