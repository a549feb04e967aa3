#include "workshopwindow.h"

#include "document.h"
#include "documentkinds.h"
#include "gamecatalog.h"
#include "jsontreeeditor.h"
#include "playtestdialog.h"
#include "startpage.h"

#include <QAction>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSet>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace starboard::editor {

namespace {

constexpr int kMaxRecent = 8;
const char *const kRecentKey = "workshop/recentFiles";

EditorWidget *createEditor(Document *document, QWidget *parent)
{
    if (document->kind().createEditor) {
        if (QWidget *w = document->kind().createEditor(document, parent)) {
            if (auto *editor = qobject_cast<EditorWidget *>(w))
                return editor;
            delete w;
        }
    }
    return new JsonTreeEditor(document, parent);
}

} // namespace

WorkshopWindow::WorkshopWindow(QWidget *parent)
    : QMainWindow(parent), m_tabs(new QTabWidget(this)), m_problems(new QListWidget(this)),
      m_problemSummary(new QLabel(this)), m_undoGroup(new QUndoGroup(this)),
      m_validateTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("workshopWindow"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_start = new StartPage(this);
    connect(m_start, &StartPage::newRequested, this,
            [this](const DocumentKind *kind, const QString &file) { newDocument(*kind, file); });
    connect(m_start, &StartPage::openRequested, this, &WorkshopWindow::openDialog);
    connect(m_start, &StartPage::recentRequested, this, [this](const QString &path) {
        const QString error = openFile(path);
        if (!error.isEmpty())
            QMessageBox::warning(this,
                                 /*: Workshop window: the title of a message box about a file that
                                    could not be opened (a verb, as in the menu File > Open). */
                                 tr("Open"), error);
    });
    connect(m_start, &StartPage::recoverRequested, this, &WorkshopWindow::recover);
    connect(m_start, &StartPage::discardRecoveryRequested, this, &WorkshopWindow::discardRecovered);
    m_start->setRecoverySource([this] { return recoverable(); });
    m_central = new QStackedWidget(this);
    // In a scroll area: a stack is as large as its largest page, and the start page's games
    // (two a row) would otherwise keep the editors from giving room to the Problems panel.
    auto *startScroll = new QScrollArea(m_central);
    startScroll->setWidget(m_start);
    startScroll->setWidgetResizable(true);
    startScroll->setFrameShape(QFrame::NoFrame);
    m_central->addWidget(startScroll);
    m_central->addWidget(m_tabs);
    setCentralWidget(m_central);

    auto *dock = new QDockWidget(this);
    dock->setObjectName(QStringLiteral("problemsDock"));
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    auto *panel = new QWidget(dock);
    auto *layout = new QVBoxLayout(panel);
    m_problemSummary->setObjectName(QStringLiteral("problemSummary"));
    auto *summaryRow = new QHBoxLayout;
    summaryRow->addWidget(m_problemSummary, 1);
    // A fix for the keys no editor shows (misspelt or from another version): remove them.
    m_removeUnknownKeys = new QPushButton(panel);
    m_removeUnknownKeys->setObjectName(QStringLiteral("removeUnknownKeys"));
    m_removeUnknownKeys->hide();
    connect(m_removeUnknownKeys, &QPushButton::clicked, this, &WorkshopWindow::removeUnknownKeys);
    summaryRow->addWidget(m_removeUnknownKeys);
    layout->addLayout(summaryRow);
    layout->addWidget(m_problems);
    m_problems->setObjectName(QStringLiteral("problems"));
    m_problems->setWordWrap(true);
    dock->setWidget(panel);
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    // The editors get the room; the panel shows a few problems and scrolls.
    m_problems->setMaximumHeight(fontMetrics().height() * 7);

    m_validateTimer->setSingleShot(true);
    m_validateTimer->setInterval(150);
    connect(m_validateTimer, &QTimer::timeout, this, &WorkshopWindow::updateProblems);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (Document *doc = currentDocument()) {
            m_undoGroup->setActiveStack(doc->undoStack());
            m_recentlyCurrent.removeAll(doc);
            m_recentlyCurrent.prepend(doc);
        }
        updateProblems();
        updateTitle();
    });
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &WorkshopWindow::closeDocument);
    connect(m_problems, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        if (EditorWidget *editor = currentEditor())
            editor->selectPointer(item->data(Qt::UserRole).toString());
    });
    connect(m_problems, &QListWidget::itemClicked, m_problems, &QListWidget::itemActivated);

    buildMenus();
    retranslate();
    resize(1100, 720);
}

WorkshopWindow::~WorkshopWindow()
{
    // The documents go after the tabs: a modified one tells of its undo stack's end, which
    // must not reach this half-destroyed window.
    for (Document *document : findChildren<Document *>(Qt::FindDirectChildrenOnly))
        document->disconnect(this);
}

namespace {

// Gives every entry of `menu` an Alt letter ("&"): the first letter of its text that no
// entry before it has taken, so that entries made from translated names (the kinds of
// content, the starting points) are reached by keyboard in every language. Entries that
// already have one keep it.
void addMnemonics(QMenu *menu)
{
    QSet<QChar> taken;
    const auto actions = menu->actions();
    for (const QAction *action : actions) {
        const QString text = action->text();
        const qsizetype amp = text.indexOf(QLatin1Char('&'));
        if (amp >= 0 && amp + 1 < text.size() && text[amp + 1] != QLatin1Char('&'))
            taken.insert(text[amp + 1].toLower());
    }
    for (QAction *action : actions) {
        const QString text = action->text();
        if (action->isSeparator() || text.contains(QLatin1Char('&')))
            continue;
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QChar c = text[i].toLower();
            if (c.isLetterOrNumber() && !taken.contains(c)) {
                taken.insert(c);
                action->setText(text.left(i) + QLatin1Char('&') + text.mid(i));
                break;
            }
        }
    }
}

} // namespace

void WorkshopWindow::buildMenus()
{
    menuBar()->clear();
    //: Workshop, a menu of the menu bar; & marks the Alt key's letter.
    QMenu *file = menuBar()->addMenu(tr("&File"));
    //: Workshop, a menu of the menu bar; & marks the Alt key's letter. Its entries are the kinds of
    //: content to create (galaxy, ship table, deck ...); an adjective or verb as suits 'New
    //: galaxy'.
    QMenu *newMenu = file->addMenu(tr("&New"));
    QString gameOfSection;
    for (const DocumentKind &kind : documentKinds()) {
        const DocumentKind *k = &kind;
        // The kinds grouped by game (helper 18: "Card deck" and "War card deck" in one list of
        // fifteen); styles that draw a section's text name the game.
        if (kind.gameId != gameOfSection) {
            newMenu->addSection(GameCatalog::gameName(kind.gameId));
            gameOfSection = kind.gameId;
        }
        if (kind.templates.empty()) {
            newMenu->addAction(kind.displayName(), this, [this, k] { newDocument(*k); });
            continue;
        }
        // A kind with named starting points: a submenu of them ("Short game").
        QMenu *sub = newMenu->addMenu(kind.displayName());
        for (const DocumentTemplate &start : kind.templates) {
            const QString file = start.file;
            sub->addAction(start.displayName(), this, [this, k, file] { newDocument(*k, file); });
        }
        addMnemonics(sub);
    }
    addMnemonics(newMenu);
    //: Workshop, an entry of a menu; & marks the Alt key's letter.
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &WorkshopWindow::openDialog);
    //: Workshop, an entry of a menu; & marks the Alt key's letter. A submenu of the files opened
    //: lately.
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &WorkshopWindow::fillRecentMenu);
    //: Workshop, an entry of a menu; & marks the Alt key's letter. Opens the list of documents
    //: with changes a Workshop that ended without closing (a crash) left unsaved.
    m_recoverAction =
        file->addAction(tr("Reco&ver Unsaved Work…"), this, [this] { offerRecovery(); });
    m_recoverAction->setObjectName(QStringLiteral("recoverAction"));
    connect(file, &QMenu::aboutToShow, this,
            [this] { m_recoverAction->setEnabled(!recoverable().isEmpty()); });
    file->addSeparator();
    //: Workshop, an entry of a menu; & marks the Alt key's letter. (a verb)
    file->addAction(tr("&Save"), QKeySequence::Save, this, [this] { saveCurrent(); });
    // The platform's Save As key; Qt has none outside KDE and GNOME (a bare X11 session,
    // Windows), so there it is Ctrl+Shift+S (issue 12: every menu entry a user needs has a key).
    QKeySequence saveAsKey(QKeySequence::SaveAs);
    if (saveAsKey.isEmpty())
        saveAsKey = QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S);
    //: Workshop, an entry of a menu; & marks the Alt key's letter.
    file->addAction(tr("Save &As…"), saveAsKey, this, [this] { saveCurrentAs(); });
    //: Workshop, an entry of a menu; & marks the Alt key's letter. (a verb: close the document)
    file->addAction(tr("&Close"), QKeySequence::Close, this,
                    [this] { closeDocument(m_tabs->currentIndex()); });
    file->addSeparator();
    //: Workshop, the File menu's entry that closes the Workshop window; & marks the Alt key's
    //: letter.
    file->addAction(tr("Close the &Workshop"), this, &QWidget::close);

    //: Workshop, a menu of the menu bar; & marks the Alt key's letter.
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    //: Workshop window: the Edit menu's entry (a verb). Qt adds the undo step's name, e.g. 'Undo
    //: Rename Sirius'.
    QAction *undo = m_undoGroup->createUndoAction(this, tr("Undo"));
    undo->setShortcut(QKeySequence::Undo);
    //: Workshop window: the Edit menu's entry (a verb). Qt adds the undo step's name, e.g. 'Redo
    //: Rename Sirius'.
    QAction *redo = m_undoGroup->createRedoAction(this, tr("Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    //: Workshop, a menu of the menu bar; & marks the Alt key's letter.
    QMenu *game = menuBar()->addMenu(tr("&Game"));
    //: Workshop, an entry of a menu; & marks the Alt key's letter. Opens the edited content in a
    //: new game, to try it (a verb phrase: play this content).
    game->addAction(tr("&Play It"), this, &WorkshopWindow::playCurrent);
    //: Workshop, an entry of a menu; & marks the Alt key's letter. Opens the Playtest dialog:
    //: computer players play the content many times (a noun).
    game->addAction(tr("Play&test…"), this, &WorkshopWindow::playtestCurrent);
}

void WorkshopWindow::retranslate()
{
    if (auto *dock = findChild<QDockWidget *>(QStringLiteral("problemsDock")))
        //: Workshop window: the title of the panel listing the problems found in the document (a
        //: noun, plural).
        dock->setWindowTitle(tr("Problems"));
    updateProblems();
    updateTitle();
}

void WorkshopWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        buildMenus();
        retranslate();
    }
    QMainWindow::changeEvent(event);
}

void WorkshopWindow::addDocument(Document *document)
{
    document->setParent(this);
    // The checks across files use the documents Play It would use with this one.
    document->setCompanions([this, document] {
        QList<const Document *> companions;
        for (const Document *other : companionsOf(document))
            companions.append(other);
        return companions;
    });
    EditorWidget *editor = createEditor(document, m_tabs);
    m_undoGroup->addStack(document->undoStack());
    const int tab = m_tabs->addTab(editor, document->displayName());
    connect(document, &Document::changed, m_validateTimer, qOverload<>(&QTimer::start));
    connect(document, &Document::fileChanged, this, [this, editor, document] {
        const int at = m_tabs->indexOf(editor);
        if (at >= 0)
            m_tabs->setTabText(at, document->displayName() +
                                       (document->isModified() ? QStringLiteral(" *") : QString()));
        updateTitle();
        if (m_recovery && !document->isModified())
            m_recovery->forget(document); // saved: nothing to recover
    });
    m_tabs->setCurrentIndex(tab);
    m_undoGroup->setActiveStack(document->undoStack());
    updateCentral();
    updateProblems();
    updateTitle();
    // The new document's first control (as Tab reaches it) takes the keyboard focus, so that
    // after File > New or Open the user works in it at once (it stayed where it was, or went
    // to the Problems panel).
    QTimer::singleShot(0, editor, [editor] {
        QWidget *widget = editor;
        do {
            widget = widget->nextInFocusChain();
        } while (widget != editor &&
                 !(editor->isAncestorOf(widget) && (widget->focusPolicy() & Qt::TabFocus) &&
                   widget->isVisible() && widget->isEnabled()));
        if (widget != editor)
            widget->setFocus(Qt::TabFocusReason);
    });
}

QString WorkshopWindow::openFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (int i = 0; i < m_tabs->count(); ++i) {
        auto *editor = qobject_cast<EditorWidget *>(m_tabs->widget(i));
        if (editor && editor->document()->filePath() == absolute) {
            m_tabs->setCurrentIndex(i);
            return {};
        }
    }
    auto *document = new Document(this);
    QStringList errors;
    if (!document->open(path, errors)) {
        delete document;
        return errors.join(QLatin1Char('\n'));
    }
    addDocument(document);
    rememberRecent(absolute);
    return {};
}

Document *WorkshopWindow::newDocument(const DocumentKind &kind, const QString &templateFile)
{
    auto *document = new Document(this);
    QStringList errors;
    if (!document->openDefault(kind, errors, templateFile)) {
        delete document;
        //: Workshop window: the title of a message box about a new document that could not be made.
        QMessageBox::warning(this, tr("New document"), errors.join(QLatin1Char('\n')));
        return nullptr;
    }
    addDocument(document);
    return document;
}

int WorkshopWindow::documentCount() const
{
    return m_tabs->count();
}

EditorWidget *WorkshopWindow::currentEditor() const
{
    return qobject_cast<EditorWidget *>(m_tabs->currentWidget());
}

Document *WorkshopWindow::currentDocument() const
{
    EditorWidget *editor = currentEditor();
    return editor ? editor->document() : nullptr;
}

void WorkshopWindow::updateProblems()
{
    m_problems->clear();
    Document *document = currentDocument();
    if (!document) {
        m_problemSummary->setText(tr("Open or create a document (File menu)."));
        m_problems->hide();
        m_removeUnknownKeys->hide();
        return;
    }
    const QList<Problem> problems = document->problems();
    m_problemSummary->setText(
        problems.isEmpty()
            ? tr("No problems: the game loads this file.")
            : /*: Workshop window: %n: the number of problems found in the document. */ tr(
                  "%n problem(s): the game refuses this file until "
                  "they are fixed. Click one to go to it.",
                  nullptr, int(problems.size())));
    // The list stays while a document is open, empty under "No problems": shown and hidden
    // as problems came and went, it moved the editor above it between two clicks (helper 19
    // toggled the wrong squares of a board that had just moved).
    m_problems->setVisible(true);
    const int unknown = int(unknownKeys(problems, document->messageName()).size());
    m_removeUnknownKeys->setVisible(unknown > 0);
    //: Workshop window: a button that removes the keys of the file the game does not know. %n: how
    //: many.
    m_removeUnknownKeys->setText(tr("Remove %n unknown key(s)", nullptr, unknown));
    m_removeUnknownKeys->setToolTip(tr("Remove the keys the game does not know (listed below as "
                                       "\"unknown key\"); Undo brings them back"));
    for (const Problem &problem : problems) {
        auto *item = new QListWidgetItem(problem.message, m_problems);
        item->setData(Qt::UserRole, problem.pointer);
    }
}

QList<QPair<QString, QString>> WorkshopWindow::unknownKeys(const QList<Problem> &problems,
                                                           const QString &name)
{
    // The loader's own words, "unknown key '%1'", in the language shown.
    const QStringList parts = QCoreApplication::translate("starboard::data", "unknown key '%1'")
                                  .split(QLatin1String("%1"));
    QList<QPair<QString, QString>> keys;
    if (parts.size() != 2)
        return keys;
    for (const Problem &problem : problems) {
        const QString &message = problem.message;
        if (!message.startsWith(name + QLatin1String(": ")))
            continue; // another file's problem
        const qsizetype at = message.lastIndexOf(QLatin1String(": ") + parts[0]);
        if (at < 0 || !message.endsWith(parts[1]))
            continue;
        const qsizetype from = at + 2 + parts[0].size();
        const QString key = message.mid(from, message.size() - parts[1].size() - from);
        // The pointer names the object (none: the document's root).
        const QString head = message.left(at);
        const bool root = head.endsWith(QLatin1String(": (root)"));
        if (!root && problem.pointer.isEmpty())
            continue;
        keys.append({root ? QString() : problem.pointer, key});
    }
    return keys;
}

void WorkshopWindow::removeUnknownKeys()
{
    Document *document = currentDocument();
    if (!document)
        return;
    const auto keys = unknownKeys(document->problems(), document->messageName());
    if (keys.isEmpty())
        return;
    document->beginMacro(tr("Remove %n unknown key(s)", nullptr, int(keys.size())));
    for (const auto &[object, key] : keys)
        document->setValue(childPointer(object, key), QJsonValue(QJsonValue::Undefined),
                           //: An undo step's name (the Workshop's Edit menu, 'Undo …'). %1: a
                           //: key of the content file (its JSON name), e.g. 'colour'.
                           tr("Remove the unknown key '%1'").arg(key));
    document->endMacro();
    updateProblems();
}

void WorkshopWindow::updateTitle()
{
    Document *document = currentDocument();
    //: Workshop window: the window's title. %1: the document's name; keep '[*]' as it is (Qt shows
    //: a star there when it has unsaved changes).
    setWindowTitle(document ? tr("%1[*] - Starboard Workshop").arg(document->displayName())
                            : /*: Workshop window: the window's title when no document is open: the
                                 name of the Workshop, the app's editor. */
                       tr("Starboard Workshop"));
    setWindowModified(document && document->isModified()); // the title's [*]
}

bool WorkshopWindow::saveCurrent()
{
    Document *document = currentDocument();
    if (!document)
        return false;
    if (document->filePath().isEmpty())
        return saveCurrentAs();
    QString error;
    if (!document->save(error)) {
        //: Workshop window: the title of a message box about a file that could not be saved (a
        //: verb, as in the menu File > Save).
        QMessageBox::warning(this, tr("Save"), error);
        return false;
    }
    if (!document->problems().isEmpty())
        statusBar()->showMessage(tr("Saved as a draft: the game refuses it until the problems "
                                    "are fixed."),
                                 6000);
    else
        //: Workshop window: a message in the status bar after saving.
        statusBar()->showMessage(tr("Saved."), 3000);
    return true;
}

QString WorkshopWindow::proposedSaveName(const Document &document)
{
    if (!document.filePath().isEmpty())
        return document.filePath();
    // A new document is offered its id as the name ("spiral.json"), else its name.
    const QString id = document.value(QStringLiteral("/id")).toString().trimmed();
    static const QRegularExpression fileNameSafe(QStringLiteral("^[\\w.-]+$"));
    return (fileNameSafe.match(id).hasMatch() ? id : document.displayName()) +
           QStringLiteral(".json");
}

bool WorkshopWindow::saveCurrentAs(const QString &givenPath)
{
    Document *document = currentDocument();
    if (!document)
        return false;
    QString path = givenPath;
    if (path.isEmpty()) {
        //: Workshop window: the title of the file dialog (as the menu File > Save As).
        path = QFileDialog::getSaveFileName(this, tr("Save As"), proposedSaveName(*document),
                                            //: A file dialog's file type. Keep the pattern in
                                            //: brackets as it is.
                                            tr("Starboard files (*.json)"));
        if (path.isEmpty())
            return false;
    }
    QString error;
    if (!document->saveAs(path, error)) {
        QMessageBox::warning(this, tr("Save As"), error);
        return false;
    }
    rememberRecent(document->filePath());
    return true;
}

bool WorkshopWindow::closeDocument(int tab)
{
    auto *editor = qobject_cast<EditorWidget *>(m_tabs->widget(tab));
    if (!editor)
        return true;
    Document *document = editor->document();
    if (document->isModified()) {
        m_tabs->setCurrentIndex(tab);
        const auto answer = QMessageBox::question(
            //: Workshop window: the title of a message box asking whether to save before closing.
            this, tr("Unsaved changes"),
            //: Workshop window: %1: a document's name, e.g. 'Spiral arm'.
            tr("Save the changes to %1 before closing it?").arg(document->displayName()),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Cancel)
            return false;
        if (answer == QMessageBox::Save && !saveCurrent())
            return false;
    }
    m_recentlyCurrent.removeAll(document);
    if (m_recovery)
        m_recovery->forget(document);
    m_tabs->removeTab(tab);
    m_undoGroup->removeStack(document->undoStack());
    editor->deleteLater();
    document->deleteLater();
    updateCentral();
    updateProblems();
    updateTitle();
    return true;
}

void WorkshopWindow::updateCentral()
{
    m_central->setCurrentWidget(m_tabs->count() > 0 ? static_cast<QWidget *>(m_tabs)
                                                    : m_central->widget(0)); // the start page
}

void WorkshopWindow::closeEvent(QCloseEvent *event)
{
    while (m_tabs->count() > 0) {
        if (!closeDocument(m_tabs->count() - 1)) {
            event->ignore();
            return;
        }
    }
    // A normal end: nothing to recover (a crash leaves the recovery folder).
    if (m_recovery)
        m_recovery->clear();
    event->accept();
}

void WorkshopWindow::enableRecovery(const QString &folder, int intervalMs)
{
    delete m_recovery;
    m_recovery = new RecoveryStore(folder, this);
    if (!m_recoveryTimer) {
        m_recoveryTimer = new QTimer(this);
        connect(m_recoveryTimer, &QTimer::timeout, this, [this] {
            const QString error = writeRecovery();
            if (!error.isEmpty())
                qInfo("Workshop recovery: %s", qPrintable(error));
        });
    }
    m_recoveryTimer->start(intervalMs);
    m_start->rebuild();
}

QString WorkshopWindow::writeRecovery()
{
    if (!m_recovery)
        return {};
    QList<Document *> documents;
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (auto *editor = qobject_cast<EditorWidget *>(m_tabs->widget(i)))
            documents.append(editor->document());
    }
    return m_recovery->write(documents);
}

QList<RecoveryStore::Entry> WorkshopWindow::recoverable() const
{
    m_recoverable = m_recovery ? m_recovery->leftovers() : QList<RecoveryStore::Entry>();
    return m_recoverable;
}

Document *WorkshopWindow::recover(const QString &recoveryFile)
{
    const auto it =
        std::find_if(m_recoverable.cbegin(), m_recoverable.cend(),
                     [&](const RecoveryStore::Entry &e) { return e.recoveryFile == recoveryFile; });
    if (it == m_recoverable.cend() || !m_recovery)
        return nullptr;
    const RecoveryStore::Entry entry = *it;
    auto *document = new Document(this);
    QStringList errors;
    if (!document->openRecovered(entry.content, entry.file, entry.name, errors)) {
        delete document;
        //: Workshop window: the title of a message box about a recovered document that could not
        //: be opened.
        QMessageBox::warning(this, tr("Recover"), errors.join(QLatin1Char('\n')));
        return nullptr;
    }
    addDocument(document);
    m_recovery->remove(entry);
    // Kept by this Workshop from now on (a crash now offers it again).
    writeRecovery();
    return document;
}

void WorkshopWindow::discardRecovered(const QString &recoveryFile)
{
    for (const RecoveryStore::Entry &entry : std::as_const(m_recoverable)) {
        if (entry.recoveryFile == recoveryFile && m_recovery)
            m_recovery->remove(entry);
    }
    m_start->rebuild();
}

QDialog *WorkshopWindow::offerRecovery()
{
    if (recoverable().isEmpty()) {
        if (m_recoveryDialog)
            m_recoveryDialog->accept(); // the last one opened or discarded
        return nullptr;
    }
    if (!m_recoveryDialog) {
        m_recoveryDialog = new QDialog(this);
        m_recoveryDialog->setObjectName(QStringLiteral("recoveryDialog"));
        m_recoveryDialog->setAttribute(Qt::WA_DeleteOnClose);
        m_recoveryDialog->setMinimumWidth(fontMetrics().averageCharWidth() * 100);
        auto *layout = new QVBoxLayout(m_recoveryDialog);
        auto *buttons = new QDialogButtonBox(m_recoveryDialog);
        //: Workshop, the Recover dialog's button that closes it and keeps the unsaved work for
        //: later (it is offered again on the start page and at the next start).
        QPushButton *later = buttons->addButton(tr("Later"), QDialogButtonBox::RejectRole);
        later->setObjectName(QStringLiteral("recoverLater"));
        connect(buttons, &QDialogButtonBox::rejected, m_recoveryDialog, &QDialog::reject);
        layout->addWidget(buttons);
    }
    // The list, made again after each Open or Discard; the dialog closes with the last one.
    QDialog *dialog = m_recoveryDialog;
    //: Workshop, the Recover dialog's title (as the menu File > Recover Unsaved Work).
    dialog->setWindowTitle(tr("Recover Unsaved Work"));
    // The old list goes later: its button's click may be what called this.
    if (auto *old = dialog->findChild<QGroupBox *>(QStringLiteral("recoveryBox"))) {
        old->setObjectName(QString());
        old->hide();
        old->deleteLater();
    }
    auto *box = makeRecoveryBox(
        m_recoverable, dialog,
        [this](const QString &file) {
            recover(file);
            offerRecovery();
        },
        [this](const QString &file) {
            discardRecovered(file);
            offerRecovery();
        });
    box->setTitle(QString()); // the dialog's title says it
    box->setFlat(true);
    static_cast<QVBoxLayout *>(dialog->layout())->insertWidget(0, box);
    dialog->open();
    return dialog;
}

QStringList WorkshopWindow::recentFiles()
{
    return QSettings().value(QLatin1String(kRecentKey)).toStringList();
}

void WorkshopWindow::rememberRecent(const QString &path)
{
    if (!m_writesSettings)
        return;
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecent)
        files.removeLast();
    QSettings().setValue(QLatin1String(kRecentKey), files);
}

void WorkshopWindow::fillRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = recentFiles();
    if (files.isEmpty()) {
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
        return;
    }
    for (const QString &path : files) {
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] {
            const QString error = openFile(path);
            if (!error.isEmpty())
                QMessageBox::warning(this, tr("Open"), error);
        });
    }
}

void WorkshopWindow::openDialog()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open"), QString(), tr("Starboard files (*.json)"));
    if (path.isEmpty())
        return;
    const QString error = openFile(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Open"), error);
}

QList<Document *> WorkshopWindow::companionsOf(const Document *document) const
{
    QList<Document *> documents;
    QStringList formats = {document->kind().format};
    for (const QPointer<Document> &other : m_recentlyCurrent) {
        if (!other || other->kind().gameId != document->kind().gameId ||
            formats.contains(other->kind().format))
            continue;
        formats.append(other->kind().format);
        documents.append(other);
    }
    return documents;
}

QList<Document *> WorkshopWindow::playDocuments() const
{
    QList<Document *> documents;
    Document *current = currentDocument();
    if (!current)
        return documents;
    documents.append(current);
    documents.append(companionsOf(current));
    return documents;
}

ContentSet WorkshopWindow::contentSet(const QList<Document *> &documents)
{
    ContentSet set;
    for (Document *document : documents)
        set.insert(document->kind().format, document->filePath());
    return set;
}

QString WorkshopWindow::describe(const QList<Document *> &documents) const
{
    QStringList names;
    for (Document *document : documents)
        names.append(document->displayName());
    return QLocale().createSeparatedList(names);
}

bool WorkshopWindow::readyToPlay(const QString &title, const QList<Document *> &documents)
{
    if (documents.isEmpty())
        return false;
    QWidget *wasCurrent = m_tabs->currentWidget();
    auto showTab = [this](Document *document) {
        for (int i = 0; i < m_tabs->count(); ++i) {
            auto *editor = qobject_cast<EditorWidget *>(m_tabs->widget(i));
            if (editor && editor->document() == document)
                m_tabs->setCurrentIndex(i);
        }
    };
    for (Document *document : documents) {
        if (!document->problems().isEmpty()) {
            showTab(document);
            QMessageBox::information(this, title,
                                     //: Workshop window: %1: a document's name, e.g. 'Spiral arm'.
                                     tr("The game cannot load %1 yet: fix the problems listed "
                                        "below first.")
                                         .arg(document->displayName()));
            return false;
        }
    }
    for (Document *document : documents) {
        if (!document->isModified() && !document->filePath().isEmpty())
            continue;
        showTab(document);
        if (!saveCurrent())
            return false;
    }
    m_tabs->setCurrentWidget(wasCurrent);
    return true;
}

bool WorkshopWindow::playCurrent()
{
    const QList<Document *> documents = playDocuments();
    //: Workshop window: the title of a message box: the action Game > Play It (play the edited
    //: content).
    if (!readyToPlay(tr("Play It"), documents))
        return false;
    // The game window's new-game dialog takes it from here (the players, then Start).
    //: Workshop window: a message in the status bar after Game > Play It. %1: the content to
    //: play, e.g. 'Spiral arm and Standard rules'.
    statusBar()->showMessage(
        tr("%1: choose who plays in the game window's new-game dialog.").arg(describe(documents)),
        8000);
    emit playRequested(documents.first()->kind().gameId, sessionConfig(contentSet(documents)));
    return true;
}

PlaytestDialog *WorkshopWindow::playtestCurrent()
{
    const QList<Document *> documents = playDocuments();
    //: Workshop window: the title of a message box: the action Game > Playtest (computer players
    //: play the content many times).
    if (!readyToPlay(tr("Playtest"), documents))
        return nullptr;
    const QString gameId = documents.first()->kind().gameId;
    auto *dialog = new PlaytestDialog(gameId, contentSet(documents), this);
    // "Compare with": the other open documents of the game (a second ruleset, a variant of
    // the ship table), as they are when Run is pressed (unsaved changes included), stand in
    // for A's of their kind as variant B.
    for (int i = 0; i < m_tabs->count(); ++i) {
        auto *editor = qobject_cast<EditorWidget *>(m_tabs->widget(i));
        Document *other = editor ? editor->document() : nullptr;
        if (other && !documents.contains(other) && other->kind().gameId == gameId)
            dialog->addCompareDocument(other);
    }
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

} // namespace starboard::editor
