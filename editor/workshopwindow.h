#pragma once

// The Workshop: a window of documents (one tab per file), the Edit menu's undo and redo of
// the current document, and the validation panel, which lists the problems the game's
// loaders find in the current document (a click selects the item a problem names).

#include <QMainWindow>

class QListWidget;
class QTabWidget;
class QTimer;
class QUndoGroup;
class QMenu;
class QLabel;

namespace starboard::editor {

class Document;
class EditorWidget;
class PlaytestDialog;
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
    // A new document from the shipped default of `kind`.
    Document *newDocument(const DocumentKind &kind);
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
    // "Playtest…" on the current document (saved first); nullptr when it cannot be played.
    PlaytestDialog *playtestCurrent();

signals:
    // "Play it": a game of the document's game with this file (saved first).
    void playRequested(const QString &gameId, const QString &format, const QString &path);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void buildMenus();
    void retranslate();
    void addDocument(Document *document);
    void updateProblems();
    void updateTitle();
    void rememberRecent(const QString &path);
    void fillRecentMenu();
    void openDialog();
    void playCurrent();
    bool readyToPlay(const QString &title);

    QTabWidget *m_tabs = nullptr;
    QListWidget *m_problems = nullptr;
    QLabel *m_problemSummary = nullptr;
    QUndoGroup *m_undoGroup = nullptr;
    QTimer *m_validateTimer = nullptr;
    QMenu *m_recentMenu = nullptr;
};

} // namespace starboard::editor
