#pragma once

// The Galactic Warfare card deck editor (starboard.gw-cards): the deck's cards as a list (name,
// effect, when, copies), a form for the selected card (its effect chosen from the kinds the
// engine knows, the moment it is played from those the effect allows, its copies in the deck,
// its number of dice or cards, its text, and what the engine will do), and a preview of the
// card. Every edit is an undo step of the document; a change of effect is one step that also
// adds or removes the parameter the new effect needs and moves the card to a moment the effect
// allows.

#include "documentarraymodel.h"
#include "editorwidget.h"

#include <QHash>
#include <QJsonObject>

class QAction;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QScrollArea;
class QSpinBox;
class QTableView;

namespace starboard::editor {

// The cards of "/cards": name, effect, when it is played, copies in the deck.
class GwCardListModel : public DocumentArrayModel
{
    Q_OBJECT

public:
    enum Column
    {
        NameColumn,
        KindColumn,
        WindowColumn,
        CountColumn,
        ColumnCount
    };

    explicit GwCardListModel(Document *document, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
};

// One card as the player sees it in the game: the name, when it may be played, the text, and
// (for the designer) the copies in the deck.
class GwCardPreview : public QWidget
{
    Q_OBJECT

public:
    explicit GwCardPreview(QWidget *parent = nullptr);
    void setCard(const QJsonObject &card);
    QSize sizeHint() const override { return {240, 336}; }
    QSize minimumSizeHint() const override { return {180, 252}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QJsonObject m_card;
};

class GwCardsEditor : public EditorWidget
{
    Q_OBJECT

public:
    GwCardsEditor(Document *document, QWidget *parent = nullptr);
    ~GwCardsEditor() override;
    void selectPointer(const QString &pointer) override;

    GwCardListModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    GwCardPreview *preview() const { return m_preview; }
    QLabel *summary() const { return m_summary; } // "50 cards in the deck, 16 kinds"
    QLabel *effect() const { return m_effect; }   // what the engine does with the card
    int currentCard() const { return m_current; } // index into /cards, -1 for none
    void setCurrentCard(int index);
    // The form's editor of a member of the current card ("name", "kind", "window", "count",
    // "dice", "cards", "text").
    QWidget *field(const QString &key) const { return m_fields.value(key); }

    // The edits behind the buttons and choosers, each one undo step.
    void changeKind(int index, const QString &kind);
    int addCard();       // the new card's index
    int duplicateCard(); // the copy's index, -1 without a current card
    bool removeCard();
    int moveCard(int delta); // the new index, -1 when it cannot move
    void useEffectAsText();  // the card's text becomes what the engine does

    QAction *addAction() const { return m_addAction; }
    QAction *duplicateAction() const { return m_duplicateAction; }
    QAction *removeAction() const { return m_removeAction; }
    QAction *moveUpAction() const { return m_upAction; }
    QAction *moveDownAction() const { return m_downAction; }

    // What the engine does with a card of `card`'s kind and parameters, in words.
    static QString effectText(const QJsonObject &card);
    // The name of a kind of effect ("extra-dice": "Extra dice").
    static QString kindName(const QString &kind);

private:
    void setMember(const QString &key, const QJsonValue &value, const QString &undoText,
                   bool merge = false);
    void refreshForm();
    void updateButtons();
    void updateSummary();
    QString cardPointer(int index) const;
    QString cardTitle(int index) const;
    QString uniqueId(const QString &base) const;
    void documentChanged(const QString &pointer);

    GwCardListModel *m_model;
    QTableView *m_view;
    QLineEdit *m_deckId;
    QLineEdit *m_deckName;
    QLabel *m_summary;
    QAction *m_addAction;
    QAction *m_duplicateAction;
    QAction *m_removeAction;
    QAction *m_upAction;
    QAction *m_downAction;
    QWidget *m_formPage;
    QLabel *m_noCard;
    QGroupBox *m_cardBox;
    QFormLayout *m_form;
    QHash<QString, QWidget *> m_fields;
    QWidget *m_parameter;     // the row of the dice or cards spin box
    QLabel *m_parameterLabel; // "Dice" or "Cards drawn"
    QComboBox *m_kind;
    QComboBox *m_window;
    QPlainTextEdit *m_text;
    QLabel *m_effect;
    GwCardPreview *m_preview;
    QScrollArea *m_scroll;
    int m_current = -1;
    bool m_loading = false;
};

} // namespace starboard::editor
